import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const SERVER_MODULES = path.join(ROOT, 'apps/server/src/modules');

function foldersIn(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Bulletproof-react's zones: a feature never imports another feature or the app
 * layer; shared code never imports features or the app. Zones are generated from the folders that
 * exist, so a new feature is covered without touching this file.
 */
const webZones = [
  ...foldersIn(path.join(WEB_SRC, 'features')).map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move the shared part to components/, hooks/ or lib/, or compose in app/.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import the app layer; app/ composes features.',
  },
  {
    target: ['components', 'hooks', 'lib', 'config', 'locales', 'types', 'utils'].map((dir) => `./apps/web/src/${dir}`),
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code never imports features or the app layer.',
  },
];

/**
 * A server module reaches another one only through its entry, `modules/<name>/index.ts`: what a
 * module exports there is what the others may use (docs/architecture.md).
 */
const serverModules = foldersIn(SERVER_MODULES);
const serverZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
  message: 'Import another module through its index.ts; export what you need there.',
}));

const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  // Server sources import `./x.js` for `./x.ts` (NodeNext); contracts resolve to their source.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  conditionNames: ['source', 'import', 'default'],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/coverage/**',
      '**/playwright-report/**',
      'bench/results/**',
      'data/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
  {
    // Web requests go through apiRequest and the contracts' route table (docs/api.md#adding-an-endpoint); api() is only its transport.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-request.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client', './api-client'],
              importNames: ['api'],
              message: "Call apiRequest('routeName', …) from lib/api-request instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...webZones, ...serverZones] }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      // `ignoreMiddleExtensions` lets `lists.routes.ts`, `x.test.ts` and `i18next.d.ts` through.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'apps/*/src/**/': 'KEBAB_CASE', 'packages/*/src/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
