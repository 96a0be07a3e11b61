import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The api through its real HTTP server, on a real database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), against the real Auth emulator. test/postgres/ holds what only
 * PostgreSQL can show: several api instances on one database. The database is migrated and
 * seeded once per run (test/globalSetup.ts) and each file works on a copy of its own, so files
 * run side by side.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: onPostgres ? 'api-postgres' : 'api',
    root: import.meta.dirname,
    include: onPostgres ? ['test/**/*.test.ts'] : ['test/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup/seededCopies.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
