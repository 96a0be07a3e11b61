import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'theme-contract': 'src/theme/contract.css.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // tsup does not import the extracted CSS itself: the ESM entry does, so importing the package styles it.
  banner: ({ format }) => (format === 'esm' ? { js: 'import "./index.css";' } : {}),
});
