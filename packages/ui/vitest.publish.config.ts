import { defineConfig } from 'vitest/config';

/** The publishing journey: needs `npm run build -w @org/ui` first (scripts/test.mjs does it). */
export default defineConfig({
  test: {
    name: 'ui-publish',
    root: import.meta.dirname,
    include: ['test/publishing/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
