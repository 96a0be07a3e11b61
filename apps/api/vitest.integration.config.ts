import { defineConfig } from 'vitest/config';

/** The api through its real HTTP server, on a real database, against the real Auth emulator. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
