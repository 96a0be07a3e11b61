import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
      'apps/console',
      'apps/api/vitest.config.ts',
    ],
  },
});
