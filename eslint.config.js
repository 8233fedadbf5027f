// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { configs as tsConfigs } from 'typescript-eslint';

/**
 * The islands' folders (site/islands/<folder>/), read from the tree when the config loads, so a folder added
 * tomorrow is guarded without anyone remembering to list it (a hand-kept list had drifted: it guarded three
 * folders that no longer existed and missed orders/). Every folder but shared/ is a feature.
 */
const ISLANDS = new URL('./site/islands/', import.meta.url);
const islandFolders = readdirSync(ISLANDS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const FEATURES = islandFolders.filter((folder) => folder !== 'shared');

// Import direction (docs/architecture.md): site → worker/contract ← worker; studio imports neither.
export const importZones = [
  { target: './site', from: './worker', except: ['./contract'], message: 'The site may import only worker/contract.' },
  { target: './worker', from: './site', message: 'The Worker never imports site code.' },
  { target: './worker/contract', from: './worker', except: ['./contract'], message: 'worker/contract is pure: it imports only zod.' },
  { target: './studio', from: ['./site', './worker'], message: 'Studio and site share data, not code.' },
  // The site reads the seed dataset (studio/seed/) as data; the Studio's code stays its own.
  { target: './site', from: './studio', except: ['./seed'], message: 'Studio and site share data, not code.' },
  { target: './worker', from: './studio', message: 'Studio and Worker share data, not code.' },
  // A feature imports its own folder and shared/, never another feature: compose features in a page.
  ...FEATURES.map((feature) => ({
    target: `./site/islands/${feature}`,
    from: './site/islands',
    except: [`./${feature}`, './shared'],
    message: 'Features do not import each other; compose them in a page.',
  })),
  // shared/ is what every feature may import, so it may import none of them (or a feature would reach another through it).
  { target: './site/islands/shared', from: './site/islands', except: ['./shared'], message: 'islands/shared imports no feature: every feature imports it.' },
];

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.wrangler/', '.local/', 'node_modules/', 'studio/dist/', 'test-results/', 'playwright-report/', 'worker/worker-configuration.d.ts', 'site/content/sanity.types.ts', 'studio/schema.json'] },
  js.configs.recommended,
  tsConfigs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.json', './worker/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'import-x/core-modules': ['cloudflare:test', 'cloudflare:workers'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^astro:', '\\?url$'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // The contract is reached by one name from outside the Worker, so a reader sees at once what is the API's
    // (and a file can move without its imports of the contract changing).
    files: ['site/**', 'tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/worker/contract/**'], message: 'Import the contract as #contract/… (package.json "imports").' }] }] },
  },
  {
    // One client for every call the site makes: lib/api.ts (lib/http.ts underneath it, for calls made as nobody).
    files: ['site/**/*.ts', 'site/**/*.tsx'],
    ignores: ['site/lib/http.ts', 'site/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the /api through lib/api.ts (or lib/http.ts).' }] },
  },
  {
    // The browser's first use of its locale data costs a slow phone about 100 ms (`npm run bench:intl`): money
    // and dates are written by worker/contract/format.ts, checked against Intl by its unit tests.
    files: ['site/**/*.ts', 'site/**/*.tsx', 'worker/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "Identifier[name='Intl']", message: 'Format with worker/contract/format.ts (docs/performance.md: no Intl on the pages).' }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({ property, message: 'Format with worker/contract/format.ts (docs/performance.md: no Intl on the pages).' })),
      ],
    },
  },
);
