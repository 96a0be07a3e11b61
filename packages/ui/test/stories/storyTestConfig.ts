import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../../../e2e/chromium.ts';
import { storyDependencies } from '../../../../.storybook/storyDependencies.ts';
import { workspaceAliases } from '../../../../workspaceAliases.ts';
import { matchBaselineCommand } from './baselineCommand.ts';

const uiDir = path.resolve(import.meta.dirname, '../..');
const repositoryDir = path.resolve(uiDir, '../..');
const viewport = { width: 800, height: 600 };

interface StoryTestOptions {
  name: string;
  /** Test files, from packages/ui. */
  include: string[];
  /** Environment of the Chromium process on top of this one's. */
  chromiumEnv?: Record<string, string>;
}

/**
 * A Vitest run of story tests in Chromium, whose pictures are compared with the baselines in
 * test/stories/baselines (`npm run test:storybook:update` rewrites those that differ).
 */
export function storyTestConfig({ name, include, chromiumEnv }: StoryTestOptions) {
  return defineConfig({
    // @org/ui's folder: its public/ is served as an app serves it (docs/product.md §9).
    root: uiDir,
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['source'], alias: workspaceAliases },
    optimizeDeps: { include: [...storyDependencies, 'axe-core', 'storybook/preview-api'] },
    test: {
      name,
      include,
      testTimeout: 20_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: chromiumArgs,
            env: chromiumEnv && { ...process.env, ...chromiumEnv },
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport,
        screenshotDirectory: path.join(repositoryDir, '.test-data/story-failures'),
        commands: {
          matchBaseline: matchBaselineCommand({
            baselinesDir: path.join(uiDir, 'test/stories/baselines'),
            diffsDir: path.join(repositoryDir, '.test-data/visual-diffs'),
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
}
