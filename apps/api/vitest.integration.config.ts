import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The order vitest would choose (failed first, then the longest), but the two files of
 * test/isolation/ first: one per worker, so that they run side by side.
 */
class IsolationPairFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isPair = (file: TestSpecification) => file.moduleId.includes('/test/isolation/');
    return [...sorted.filter(isPair), ...sorted.filter((file) => !isPair(file))];
  }
}

/**
 * Files that never reach storage-specific behaviour, run on PGlite only: on PostgreSQL they would
 * check the same thing again (docs/architecture.md "Tests").
 * - noBrowserPackages: which packages the api's module graph loads.
 * - consoleStatic: the built console's files, compression and headers.
 * - httpInput: what the HTTP layer refuses before any route reads the body.
 * - permissionMatrix: who passes each route's permission check, decided from the permission table.
 * - readiness: readiness while the identity provider is away and back.
 */
const storageIndependent = [
  'test/noBrowserPackages.test.ts',
  'test/consoleStatic.test.ts',
  'test/httpInput.test.ts',
  'test/permissionMatrix.test.ts',
  'test/readiness.test.ts',
];

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
    include: onPostgres ? ['test/**/*.test.ts'] : ['test/*.test.ts', 'test/isolation/*.test.ts'],
    exclude: onPostgres ? storageIndependent : [],
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup/seededCopies.ts'],
    sequence: { sequencer: IsolationPairFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Each file has its own server and database copy: the modules load once per worker
    // (docs/decisions.md "Unit tests share a module graph where they can").
    isolate: false,
  },
});
