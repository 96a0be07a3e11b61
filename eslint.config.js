import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { typescriptDiagnostics } from './scripts/lint/typescriptDiagnostics.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.turbo/**',
      '.data/**',
      '.test-data/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Promises are awaited, returned or voided on purpose; none is passed where a void callback goes.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { tsc: { rules: { errors: typescriptDiagnostics } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // The type check itself, on the programs built for the rules above.
      'tsc/errors': 'error',
    },
  },
  {
    // No import cycles anywhere: a cycle hides an order dependency that breaks at the first refactor.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // The workspaces resolve through node_modules/@org/*: internal, so that the cycle check
      // follows them while it skips third-party packages (docs/decisions.md "No import cycles").
      'import-x/internal-regex': '^@org/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // docs/decisions.md "Style files import styles only": a style file that reaches @org/ui's
    // components (through its index) makes vanilla-extract's compiler run their style files
    // unnoticed, and the build then leaves out their CSS at random.
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@org/ui',
              message:
                "A style file imports styles only: use '@org/ui/themes' or '@org/ui/theme-contract'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/console/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
