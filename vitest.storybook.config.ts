import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';
import { storyDependencies } from './.storybook/storyDependencies.ts';
import { matchBaselineCommand } from './packages/ui/test/stories/baselineCommand.ts';
import { workspaceAliases } from './workspaceAliases.ts';

const uiDir = path.join(import.meta.dirname, 'packages/ui');
const viewport = { width: 800, height: 600 };

/**
 * Every story, rendered once in light, dark and right-to-left: its picture matches its baseline in
 * packages/ui/test/stories/baselines, its play function passes (light), and axe finds no violation.
 * `npm run test:storybook:update` rewrites the baselines that differ.
 */
export default defineConfig({
  // @org/ui's folder: its public/ is served as an app serves it (docs/product.md §9).
  root: uiDir,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'], alias: workspaceAliases },
  optimizeDeps: { include: [...storyDependencies, 'axe-core', 'storybook/preview-api'] },
  test: {
    name: 'storybook',
    include: ['test/stories/stories.test.tsx'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      viewport,
      screenshotDirectory: path.join(import.meta.dirname, '.test-data/story-failures'),
      commands: {
        matchBaseline: matchBaselineCommand({
          baselinesDir: path.join(uiDir, 'test/stories/baselines'),
          diffsDir: path.join(import.meta.dirname, '.test-data/visual-diffs'),
          viewport,
          // A changed pixel is one whose colour moved by more than 10%; a story fails past 0.1%.
          threshold: 0.1,
          allowedMismatchedPixelRatio: 0.001,
          timeoutMs: 5_000,
        }),
      },
    },
  },
});
