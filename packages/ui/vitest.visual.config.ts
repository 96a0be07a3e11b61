import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium';
import { storyDependencies } from '../../.storybook/storyDependencies';
import { workspaceAliases } from '../../workspaceAliases';

const baselinesDir = path.join(import.meta.dirname, 'test/visual/baselines');

/**
 * Visual regression: every story in light, dark and right-to-left, compared with the baselines
 * committed in test/visual/baselines. `npm run test:visual:update -w @org/ui` rewrites them.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'], alias: workspaceAliases },
  optimizeDeps: { include: storyDependencies },
  test: {
    name: 'ui-visual',
    root: import.meta.dirname,
    include: ['test/visual/**/*.visual.test.tsx'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 800, height: 600 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A changed pixel is one whose colour moved by more than 10%; a story fails past 0.1%.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
          resolveScreenshotPath: ({ arg, ext }) => path.join(baselinesDir, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) =>
            path.join(import.meta.dirname, '../../.test-data/visual-diffs', `${arg}${ext}`),
        },
      },
    },
  },
});
