import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { workspaceAliases } from '../../workspaceAliases';

const apiProxy = {
  '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are used from source, so the console never waits for their builds.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: workspaceAliases },
  // vanilla-extract evaluates .css.ts files server-side: workspace packages come from source there too.
  ssr: {
    noExternal: [/^@org\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  // The manifest lets `npm run size` walk what each route loads (scripts/checkLoginSize.mjs).
  build: {
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
