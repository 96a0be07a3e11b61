import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';
import { workspaceAliases } from './workspaceAliases.ts';

/** Every story is a test: it renders, its play function passes and axe finds no violation. */
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
  // As in .storybook/main.ts: workspace packages from source, also where vanilla-extract evaluates styles.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: workspaceAliases },
  // Pre-bundled up front: discovering them mid-run reloads the browser and fails a test file.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/css',
      'nprogress',
      'libphonenumber-js',
      'react-datepicker',
      'date-fns',
      ...['ar', 'en-US', 'es', 'fr', 'pt', 'vi', 'zh-TW'].map(
        (locale) => `date-fns/locale/${locale}`,
      ),
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-popover',
      '@radix-ui/react-toast',
      '@radix-ui/react-tooltip',
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ],
  },
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
