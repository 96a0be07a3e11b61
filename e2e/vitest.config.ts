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
    // This run's signed-in states, one per demo person (support/signIn.ts `signedInState`).
    globalSetup: ['support/signedInStateDir.ts'],
    // Every test sets up what it needs: run them in a fixed order that is not the declaration's,
    // so a test that leans on an earlier one fails here and not by chance. Files stay in order.
    sequence: { shuffle: { files: false, tests: true }, seed: 20250 },
  },
});
