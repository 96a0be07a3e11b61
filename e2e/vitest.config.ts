import { defineConfig } from 'vitest/config';

/** One worker per api that scripts/test.mjs started (support/browser.ts `consoleUrl`). */
const apis = (process.env.E2E_CONSOLE_URL ?? '').split(',').filter(Boolean).length;

/** Journeys through the built console in Chromium; `npm run test:e2e` starts the servers. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    // A page answers within a second on a quiet machine; with a browser and an api per core, a
    // journey (an axe pass over every page, say) may take twice as long, and the state a poll waits
    // for longer to come: a poll that gives up at Vitest's default 1 s fails a journey that was only slow.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: Math.max(1, apis),
    // The files share one module graph per worker: Playwright, axe and the support modules load
    // once instead of once per file. No file replaces a module or keeps state in a shared one.
    isolate: false,
    // This run's signed-in states, one per demo person (support/signIn.ts `signedInState`).
    globalSetup: ['support/signedInStateDir.ts'],
    // Every test sets up what it needs: run them in a fixed order that is not the declaration's,
    // so a test that leans on an earlier one fails here and not by chance. Files stay in order.
    sequence: { shuffle: { files: false, tests: true }, seed: 20250 },
  },
});
