// Size budgets of @org/ui, measured on the built package (dist/) the way a consumer's bundler
// takes it: JavaScript by bundling an import with esbuild, CSS by the files those imports bring.
const peers = ['react', 'react-dom', 'react/jsx-runtime'];

module.exports = [
  {
    name: 'Button alone: JavaScript',
    path: 'dist/index.js',
    import: '{ Button, lightTheme }',
    ignore: peers,
    // The CSS these imports bring is measured by the next check.
    modifyEsbuildConfig: (config) => ({
      ...config,
      external: [...(config.external ?? []), '*.css'],
    }),
    gzip: true,
    limit: '3 KB',
  },
  {
    name: 'Button alone: CSS (theme + Button)',
    path: ['dist/theme/themes.css.css', 'dist/components/Button/Button.css.css'],
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: '2 KB',
  },
  {
    // What a sibling app pays for the server-searched pickers: 49 KB on 2026-11-28, of which
    // downshift is 13.6 KB (its one ESM file keeps its class component and useSelect: no
    // tree-shaking) and Radix's popover, FormField and the built-in strings are the 34 KB that
    // MultiSelect alone already costs.
    name: 'SearchPicker and SearchMultiPicker: JavaScript',
    path: 'dist/index.js',
    import: '{ SearchPicker, SearchMultiPicker }',
    ignore: peers,
    modifyEsbuildConfig: (config) => ({
      ...config,
      external: [...(config.external ?? []), '*.css'],
    }),
    gzip: true,
    limit: '52 KB',
  },
  {
    name: 'Whole library: CSS',
    path: 'dist/styles.css',
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: '30 KB',
  },
];
