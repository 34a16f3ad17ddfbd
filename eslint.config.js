// One lint setup for every workspace: typescript-eslint's type-aware rules on TypeScript,
// React hooks rules on the website.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import webLayers from './eslint-rules/web-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The website's layers: features never import each other, and components/, lib/ and hooks/
    // never import a feature; routes compose (apps/web/README.md). Query keys come from factories.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: {
      'web-layers/zones': ['error', { root: 'apps/web/src' }],
      'web-layers/query-keys': 'error',
    },
  },
  {
    // Module boundaries (docs/decisions/0008-module-boundaries.md): a server module touches
    // only its own tables and goes through another module's service for the rest. Tables
    // (*.schema.ts) and the row loaders beside them (*.view.ts) are private to their module;
    // schema files alone may import other tables, to declare foreign keys.
    files: [
      'apps/server/src/modules/**/*.ts',
      'apps/server/src/lib/**/*.ts',
      'apps/server/src/*.ts',
      'apps/server/src/demo/**/*.ts',
    ],
    ignores: ['apps/server/src/modules/**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.(schema|view)\\.js$',
              message:
                "Another module's tables and row loaders are private to it: call its service instead (docs/decisions/0008-module-boundaries.md)",
            },
            {
              regex: '^(\\.\\.?/)+modules/.+\\.(schema|view)\\.js$',
              message:
                "A module's tables and row loaders are private to it: call its service instead (docs/decisions/0008-module-boundaries.md)",
            },
          ],
        },
      ],
    },
  },
  {
    // The website is always built as production serves it, whatever NODE_ENV the shell has:
    // every build goes through apps/web/scripts/production-build.mjs.
    files: ['apps/web/scripts/**', 'scripts/**'],
    ignores: ['apps/web/scripts/production-build.mjs', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vite',
              importNames: ['build'],
              message:
                "Build with productionBuild (apps/web/scripts/production-build.mjs): Vite's build makes a development build under NODE_ENV=development.",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line entry points talk to a person on the terminal.
    files: [
      'scripts/**',
      '.ci/**',
      'bench/**',
      'e2e/*.mjs',
      'apps/server/src/main.ts',
      'apps/server/src/workers.ts',
      'apps/server/src/demo/main.ts',
      'apps/server/src/storage/main.ts',
      'apps/server/src/release.ts',
      'apps/server/src/backup/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
