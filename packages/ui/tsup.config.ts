import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { linkEntryStyles } from './scripts/linkEntryStyles';

const srcDir = path.resolve(import.meta.dirname, 'src');

/**
 * One output file per component and per shared module, so that a consumer's bundler keeps only what
 * it imports — JavaScript and CSS alike (importing Button must not bring the date picker).
 */
const entries: Record<string, string> = {
  index: 'src/index.ts',
  'theme-contract': 'src/theme/contract.css.ts',
  'theme/index': 'src/theme/index.ts',
  'i18n/index': 'src/i18n/index.ts',
  'internal/optionOrDefault': 'src/internal/optionOrDefault.ts',
  ...Object.fromEntries(
    readdirSync(path.join(srcDir, 'components'))
      .filter((name) => existsSync(path.join(srcDir, 'components', name, 'index.ts')))
      .map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
  ),
};

const entrySourceToName = new Map(
  Object.entries(entries).map(([name, source]) => [
    path.resolve(import.meta.dirname, source),
    name,
  ]),
);

const resolveFile = (base: string): string | undefined =>
  [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());

/** The entry a source file is bundled into: the one whose folder holds it most closely. */
const owningEntry = (file: string): string | undefined => {
  let best: string | undefined;
  let bestLength = -1;
  for (const [source, name] of entrySourceToName) {
    const folder = path.dirname(source);
    if (file.startsWith(`${folder}${path.sep}`) && folder.length > bestLength) {
      best = name;
      bestLength = folder.length;
    }
  }
  return best;
};

/** Imports of another entry stay imports (of its output file) instead of being bundled again. */
const keepEntriesSeparate: Plugin = {
  name: 'keep-entries-separate',
  setup(build) {
    const extension = build.initialOptions.outExtension?.['.js'] ?? '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point' || !args.importer.startsWith(srcDir)) return undefined;
      const target = resolveFile(path.resolve(args.resolveDir, args.path));
      if (!target) return undefined;
      const targetEntry = entrySourceToName.get(target) ?? owningEntry(target);
      const importerEntry = owningEntry(args.importer);
      if (!targetEntry) return undefined;
      if (!importerEntry || importerEntry === targetEntry) return undefined;
      // The contract's `vars` are plain strings: inlining them costs less than a module per use.
      if (targetEntry === 'theme-contract' && args.importer.endsWith('.css.ts')) return undefined;
      let relative = path.relative(path.dirname(importerEntry), targetEntry) + extension;
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return { path: relative, external: true };
    });
  },
};

export default defineConfig({
  entry: entries,
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  splitting: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [keepEntriesSeparate, vanillaExtractPlugin({ identifiers: 'short' })],
  // Each ESM entry imports its own CSS; dist/styles.css holds all of it for those who want one file.
  onSuccess: () => linkEntryStyles(path.resolve(import.meta.dirname, 'dist')),
});
