import path from 'node:path';

/**
 * Inside the monorepo, style files (.css.ts) must see @org/ui's theme contract and themes from
 * source, like the components do: vanilla-extract's compiler resolves packages without the `source`
 * condition, and would otherwise read the built ones, whose variable and class names differ.
 */
export const workspaceAliases = [
  {
    find: /^@org\/ui\/theme-contract$/,
    replacement: path.resolve(import.meta.dirname, 'packages/ui/src/theme/contract.css.ts'),
  },
  {
    find: /^@org\/ui\/themes$/,
    replacement: path.resolve(import.meta.dirname, 'packages/ui/src/theme/themes.css.ts'),
  },
];
