import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'data/',
      'public/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The layers of the code, enforced: lib imports nothing of the project; api (the contract and
    // its client) imports only lib; the server never imports the browser's code (features,
    // components, layouts, pages), nor the browser the server's; no import cycles. The server is
    // two programs: the API (src/server/api) and the storefront host (src/server/host) never
    // import each other; both may import lib, the contract and config.ts, which imports neither;
    // only main.ts (the composition root), scripts and tests join them.
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: './src',
              except: ['./lib'],
              message: 'src/lib is the bottom floor: it imports nothing else of the project.',
            },
            {
              target: './src/api',
              from: [
                './src/server',
                './src/features',
                './src/components',
                './src/layouts',
                './src/pages',
              ],
              message: 'src/api (the contract and its client) imports only src/lib.',
            },
            {
              target: './src/server',
              from: ['./src/features', './src/components', './src/layouts', './src/pages'],
              message:
                'The server never imports the browser side (features, components, layouts, pages).',
            },
            {
              target: ['./src/features', './src/components', './src/layouts', './src/pages'],
              from: './src/server',
              message: 'The browser side never imports the server.',
            },
            {
              target: './src/server/api',
              from: './src/server/host',
              message:
                'The API (src/server/api) never imports the storefront host (src/server/host): main.ts joins the two (the host gets a callback or an interface), and pure code both need belongs in src/lib.',
            },
            {
              target: './src/server/host',
              from: './src/server/api',
              message:
                'The storefront host (src/server/host) never imports the API (src/server/api): main.ts joins the two (the host gets a callback or an interface), and pure code both need belongs in src/lib.',
            },
            {
              target: './src/server/config.ts',
              from: ['./src/server/api', './src/server/host'],
              message:
                'config.ts is read by both programs of src/server and imports neither of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Astro's React renderer renders server-side without the island's id prefix (React to a string,
    // astro.config.mjs), while the browser hydrates with it: an id from useId would differ between
    // the HTML and the hydrated component.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Give the element a fixed id: the server renders components without the id prefix the browser hydrates them with (astro.config.mjs).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // One way to open a transaction: inTransaction (src/server/api/db/transaction.ts), which runs it
    // again when it loses a race (deadlock, serialization failure) and answers 503 when it keeps
    // losing. The browser's IndexedDB transactions (src/features) are another thing.
    files: ['src/server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/server/api/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction'], CallExpression[callee.property.value='transaction']",
          message:
            'Open transactions with inTransaction (src/server/api/db/transaction.ts): it retries a transaction that lost a race and answers 503 when it keeps losing.',
        },
      ],
    },
  },
  {
    // The environment is read in one place, config.ts, which checks every variable once (a bad
    // value stops the start naming it); the rest of the server gets its settings from there.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read settings from src/server/config.ts (its schema checks every variable); add a variable there, not here.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
