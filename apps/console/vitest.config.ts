import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { workspaceAliases } from '../../workspaceAliases';

/**
 * The console's unit tests as a project; the root config (vitest.config.ts) makes two of them,
 * one of files with a module graph of their own and one of files that share it.
 */
export const consoleProject = (
  test: { name?: string; include?: string[]; isolate?: boolean } = {},
): TestProjectInlineConfiguration => ({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'], alias: workspaceAliases },
  test: {
    environment: 'jsdom',
    // Two workers share two cores (vitest.config.ts): a slow moment must not fail a test at 5 s.
    testTimeout: 15_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    ...test,
  },
});

export default defineConfig(consoleProject());
