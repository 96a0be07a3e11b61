import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { name: 'api-unit', include: ['src/**/*.test.ts'] },
});
