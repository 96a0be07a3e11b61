import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';
import { storyDependencies } from './.storybook/storyDependencies.ts';
import { workspaceAliases } from './workspaceAliases.ts';

/** Every story is a test: it renders, its play function passes and axe finds no violation. */
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
  // As in .storybook/main.ts: workspace packages from source, also where vanilla-extract evaluates styles.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: workspaceAliases },
  optimizeDeps: { include: storyDependencies },
  ssr: { noExternal: [/^@org\//], resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
});
