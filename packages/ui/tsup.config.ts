import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { linkEntryStyles } from './scripts/linkEntryStyles';

const srcDir = path.resolve(import.meta.dirname, 'src');

const sourceFile = (base: string): string | undefined =>
  [`${base}.ts`, `${base}.tsx`, base, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );

/**
 * Every source file becomes its own output file and every relative import stays an import (of that
 * output), like Rollup's preserveModules: a consumer's bundler keeps exactly the modules — and so
 * the CSS — that its imports reach. Importing Button never brings the date picker.
 */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    const extension = build.initialOptions.outExtension?.['.js'] ?? '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point' || !args.importer.startsWith(srcDir)) return undefined;
      const target = sourceFile(path.resolve(args.resolveDir, args.path));
      if (!target) return undefined;
      let relative = path
        .relative(path.dirname(args.importer), target)
        .replace(/\.tsx?$/, extension)
        .split(path.sep)
        .join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return { path: relative, external: true };
    });
  },
};

export default defineConfig({
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
  ],
  format: ['esm', 'cjs'],
  // Declarations come from tsc (tsconfig.build.json), file for file like the code.
  dts: false,
  clean: true,
  splitting: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [preserveModules, vanillaExtractPlugin({ identifiers: 'short' })],
  // Each compiled style file imports its own CSS; dist/styles.css holds all of it in one file.
  onSuccess: () => linkEntryStyles(path.resolve(import.meta.dirname, 'dist')),
});
