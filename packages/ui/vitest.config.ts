import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    // Two workers share two cores (vitest.config.ts): a slow moment must not fail a test at 5 s.
    testTimeout: 15_000,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The files share one module graph per worker, sparing React's and jsdom's import per file;
    // none replaces a module (docs/decisions.md "Unit tests share a module graph").
    isolate: false,
  },
});
