import { defineConfig } from 'vitest/config';

/** Journeys through the built console in Chromium; `npm run test:e2e` starts the servers. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
