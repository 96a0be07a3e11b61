import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { consoleProject } from './apps/console/vitest.config';

/**
 * The console's test files that need a module graph of their own: those that replace a module
 * (`vi.mock`) and those that say so (`vitest-isolate:` and why, e.g. a test of what a module holds
 * before anything loaded it). The others share one module graph per worker, which spares the
 * import of React, the design system and jsdom for each file (docs/decisions.md "Unit tests share
 * a module graph").
 */
const consoleTests = readdirSync('apps/console/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('src', file));
const needsOwnModules = (file: string) =>
  /\bvi\.(do)?[mM]ock\(|vitest-isolate:/.test(
    readFileSync(path.join('apps/console', file), 'utf8'),
  );

/** Every workspace's unit tests in one run (`npm test` runs this; each workspace also runs alone). */
export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself, which is one worker on a 2-core machine; its own
    // work (transforming files for the workers) is light next to jsdom's, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      'packages/forms',
      'packages/api-client',
      'packages/ui',
      consoleProject({ name: '@org/console', include: consoleTests.filter(needsOwnModules) }),
      consoleProject({
        name: '@org/console (shared modules)',
        include: consoleTests.filter((file) => !needsOwnModules(file)),
        isolate: false,
      }),
      'apps/api/vitest.config.ts',
    ],
  },
});
