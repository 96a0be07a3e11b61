import { defineConfig } from 'vitest/config';

/** Every workspace's unit tests in one run (`npm test` runs this; each workspace also runs alone). */
export default defineConfig({
  test: {
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
