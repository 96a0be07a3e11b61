import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../workspaceAliases';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves /images/image-placeholder.svg, as an app serves it (docs/product.md §9).
  staticDirs: ['../packages/ui/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions, defaultServerConditions } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source', ...defaultClientConditions], alias: workspaceAliases },
      // vanilla-extract evaluates .css.ts files server-side: workspace packages come from source there too.
      ssr: {
        noExternal: [/^@org\//],
        resolve: { conditions: ['source', ...defaultServerConditions] },
      },
    });
  },
};

export default config;
