import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The React bindings render into a DOM; the schemas need none.
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
