/**
 * What the stories import from node_modules, pre-bundled before a browser test run starts:
 * discovering one mid-run makes Vite reload the page and fails the file being run.
 */
export const storyDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/css',
  'nprogress',
  'libphonenumber-js',
  'react-datepicker',
  'date-fns',
  'downshift',
  ...['ar', 'en-US', 'es', 'fr', 'pt', 'vi', 'zh-TW'].map((locale) => `date-fns/locale/${locale}`),
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-toast',
  '@radix-ui/react-tooltip',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'storybook/test',
  '@storybook/react-vite',
];
