// One lint configuration for the whole monorepo (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './eslint-rules/module-boundaries.js';

// apps/web: the shell (src/app) assembles the features and nothing imports it back; the shared layers (data,
// components, lib, chat, store, ...) import no feature (a feature reaches another as '../other/x', never through
// 'features/').
const WEB_LAYERS = [
  {
    regex: '(^|/)app(/|$)',
    message: 'Only main.tsx imports the shell (src/app); routing helpers are in src/lib/routing.',
  },
  {
    regex: '^(\\.\\./)+features/',
    message:
      'A shared layer imports no feature: move what both need into src/data, src/components or src/lib.',
  },
];
// apps/web: query hooks live in query files, a feature's own in its queries.ts and shared ones in src/data/queries;
// screens and components call those hooks, never useQuery itself.
const WEB_QUERY_FILES = ['apps/web/src/data/queries/**/*.ts', 'apps/web/src/features/**/queries.ts'];
// Query hooks still written elsewhere, in code other people are changing now: to move into their feature's
// queries.ts (then delete the line here).
const WEB_QUERIES_NOT_MOVED_YET = [
  'apps/web/src/features/live/gifts/gift-queries.ts',
  'apps/web/src/features/live/chat/use-room-chat.ts',
  'apps/web/src/features/live/gifts/contribution-sheet.tsx',
  'apps/web/src/features/live/manage/banned-list-sheet.tsx',
  'apps/web/src/features/vip/vip-plans-screen.tsx',
  'apps/web/src/features/vip/vip-user-screen.tsx',
];
const NO_QUERY_IN_SCREENS = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery',
    'useInfiniteQuery',
    'useQueries',
    'useSuspenseQuery',
    'useSuspenseInfiniteQuery',
    'useSuspenseQueries',
  ],
  message:
    "Write the query hook in the feature's queries.ts (src/data/queries/ when features share it) and call it.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/chat/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app takes the HTTP contract's types only: its schemas (zod) stay on the server, out of the browser
    // bundle. The contract's constants are zod-free and may be imported as values from its /constants entry.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The typescript-eslint rule (it knows type imports) beside the base rule the blocks below set for layers.
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tifo/api-contract',
              allowTypeImports: true,
              message: 'Import types only (import type): values come from @tifo/api-contract/constants.',
            },
          ],
          patterns: [
            {
              regex: '^@tifo/api-contract/(?!constants$)',
              allowTypeImports: true,
              message: 'Import types only; values come from @tifo/api-contract/constants.',
            },
          ],
        },
      ],
    },
  },
  // apps/web: dependencies point one way (apps/web/README.md, "Where code lives"). Each block below gives its files
  // the whole no-restricted-imports setting, since a later block's setting replaces an earlier one's.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/**',
      ...WEB_QUERY_FILES,
      ...WEB_QUERIES_NOT_MOVED_YET,
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_QUERY_IN_SCREENS], patterns: WEB_LAYERS }] },
  },
  {
    files: [...WEB_QUERY_FILES, ...WEB_QUERIES_NOT_MOVED_YET],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_LAYERS }] },
  },
  // apps/api: a feature module is used only through its index.ts (apps/api/README.md, "Modules"). Public besides
  // the index: every module's db-tables.ts (db/schema.ts assembles the tables without loading the modules) and
  // storage/config.ts (read by the app's config.ts, which every module's index depends on). Tests beside a
  // module's code follow the rule too (they may import their own module's files); the cross-service tests in
  // apps/api/test are exempt: they set up state through internals no other module may use.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { tifo: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'tifo/module-boundaries': [
        'error',
        { modulesDir: 'apps/api/src/modules', publicFiles: ['db-tables', 'storage/config'] },
      ],
    },
  },
);
