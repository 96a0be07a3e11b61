import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { workspaceAliases } from '../../workspaceAliases';
import { precompress } from './vitePrecompress';
import { preloadLoginScreen } from './vitePreloadLogin';
import { refuseDemoSettings } from './viteProductionSettings';

const apiProxy = {
  '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

/**
 * docs/decisions.md "/login first-load budget": the build carries no development-only code. React
 * Router's package points every condition at its development build (the same code with its dev
 * warnings on), so the build takes the production one; and react-i18next's
 * `use-sync-external-store/shim` (a fallback for React before 18) is React's own hook.
 */
function productionOnlyCode(): Plugin {
  const reactRouter = path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  );
  const shim = '\0use-sync-external-store-shim';
  return {
    name: 'clinic:production-only-code',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${reactRouter}/dist/production/index.mjs` },
          {
            find: /^react-router\/dom$/,
            replacement: `${reactRouter}/dist/production/dom-export.mjs`,
          },
        ],
      },
    }),
    resolveId: { filter: { id: /^use-sync-external-store\/shim$/ }, handler: () => shim },
    load: {
      filter: { id: /^\0use-sync-external-store-shim$/ },
      handler: () => "export { useSyncExternalStore } from 'react';",
    },
  };
}

export default defineConfig({
  // precompress: brotli and gzip files beside the built ones, which the api serves (consoleRoutes.ts).
  plugins: [
    refuseDemoSettings(),
    react(),
    vanillaExtractPlugin(),
    productionOnlyCode(),
    preloadLoginScreen(),
    precompress(),
  ],
  // Workspace packages are used from source, so the console never waits for their builds.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: workspaceAliases },
  // vanilla-extract evaluates .css.ts files server-side: workspace packages come from source there too.
  ssr: {
    noExternal: [/^@org\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  // The manifest lets `npm run size` walk what each route loads (scripts/checkLoginSize.mjs).
  build: {
    // One style sheet for every screen (56 kB, 9 kB compressed, cached for a year): a signed-in page
    // asked for about 20 small ones, a round trip each (docs/decisions.md "One style sheet").
    cssCodeSplit: false,
    manifest: true,
    // /login's first paint carries the file name of every lazily loaded chunk (for preloading):
    // only screens keep a readable name, the other chunks are named by their content hash alone.
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.name.endsWith('Screen') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
  server: {
    // The Auth emulator authorises `localhost` only.
    host: 'localhost',
    port: Number(process.env.CONSOLE_PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    host: 'localhost',
    port: Number(process.env.CONSOLE_PORT ?? 4173),
    strictPort: true,
    proxy: apiProxy,
  },
});
