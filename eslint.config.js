import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features never import each other: cross-feature refreshes go through RTK Query tags. */
const featureIsolation = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; share through src/lib, src/content or src/components.',
}));

/** The app's rooms below main.tsx: none of them may reach what only main.tsx starts (demo mode, the backend's host). */
const roomsBelowMain = [
  './src/app',
  './src/features',
  './src/components',
  './src/lib',
  './src/content',
  './src/theme',
  './src/prerender',
];

/** An import that climbs two folders names the room instead: `@/` (src), `@mocks/` or `@story-harness/`. */
const noClimbing = {
  regex: '^\\.\\./\\.\\./(?!.*node_modules/)',
  message: 'Import across rooms through @/, @mocks/ or @story-harness/ (tsconfig paths), not ../../.',
};

/** The test kit (mocks/test-kit) serves tests, stories and scripts: nothing the app or the backend ships imports it. */
const noTestKit = {
  regex: '(^@mocks/|/)test-kit/',
  message: 'The test kit is for tests, stories and scripts; the shipped app and backend never import it.',
};

/** Where the test kit may be imported: tests, their harnesses, stories, the story harness, scripts. */
const testKitUsers = [
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  '**/*.stories.tsx',
  'src/test/**',
  'mocks/test-kit/**',
  '.storybook/**',
  'e2e/**',
  'scripts/**',
];

/**
 * What tests, stories and the seed's generator use never reaches a file that ships (the app, and the emulated
 * backend that its service worker and `npm run api` host): it would weigh on the bundle or the worker, or fail
 * where no test runner is.
 */
const noTestTools = [
  {
    group: ['storybook/test', '@storybook/*', 'vitest', 'vitest/*', '@testing-library/*'],
    message:
      'Test and story tooling stays out of shipped files: a helper that needs it is test code (src/test/, mocks/test-kit/, a story or test file).',
  },
  {
    group: ['@faker-js/faker', '@faker-js/faker/*'],
    message:
      "No shipped file loads faker: it drew the seed's people once (mocks/test-kit/seed-people-generator.ts, run by a test) and they ship as data (seed-people.json).",
  },
  {
    group: ['msw/node'],
    message:
      "MSW's Node server is for tests (mocks/test-kit/node-server.ts); the backend ships in its service worker and npm run api.",
  },
];

/** Files that ship: the app and the emulated backend, less their tests, stories and test harnesses. */
const shippedFiles = ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'];

/**
 * `expect(await screen.findBy…(…)).toHaveTextContent(…)` waits for the element, then checks its content once:
 * a select found before its options arrive fails. A find query's wait is kept only for `toBeInTheDocument`
 * (what it waited for); anything else is waited for as a whole. The matcher call is reported, directly on
 * `expect(…)` or through `.not`, whether the find is a query (`screen.findBy…`, `within(…).findAllBy…`) or a
 * helper named `find…`.
 */
const findThenCheck = (expectCall) =>
  ['callee.name', 'callee.property.name']
    .map(
      (name) =>
        `[${expectCall}.callee.name='expect'][${expectCall}.arguments.0.type='AwaitExpression'][${expectCall}.arguments.0.argument.${name}=/^find/]`,
    )
    .join(', ');
const waitForContent = [
  `CallExpression[callee.property.name!='toBeInTheDocument']:matches(${findThenCheck('callee.object')})`,
  `CallExpression[callee.property.name!='toBeInTheDocument'][callee.object.property.name='not']:matches(${findThenCheck('callee.object.object')})`,
].map((selector) => ({
  selector,
  message:
    "waits for the element, not its content: put the expectation in the query's options or in waitFor(() => expect(getBy…))",
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real-api',
      'storybook-static',
      'coverage',
      'playwright-report',
      'test-results',
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // tsconfig's `include` misses .storybook (a dot-folder): its files are typed only when src imports them, and nothing imports main.ts.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [noClimbing, noTestKit] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation,
            {
              target: './src/components',
              from: ['./src/features', './src/app'],
              message: 'Shared UI does not know features or the app.',
            },
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/components', './src/content'],
              message: 'lib is the bottom layer: infrastructure knows no page, no copy and no studio facts.',
            },
            {
              target: './src/content',
              from: ['./src/features', './src/app', './src/components'],
              message: "content is the studio's words and pictures; it may use lib, never the UI.",
            },
            {
              target: './src/theme',
              from: ['./src/features', './src/app', './src/components'],
              message: 'The theme is the bottom layer.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'The app composes features, never the other way round.',
            },
            {
              target: roomsBelowMain,
              from: './src/demo',
              message:
                'Demo mode is reached only through the lazy import in main.tsx, so a real-API build never has it.',
            },
            {
              target: [...roomsBelowMain, './src/demo'],
              from: './src/backend-host',
              message:
                "The backend's host (its service worker) is started only by main.tsx: the app knows an API base URL and a ready gate.",
            },
            {
              target: './src/demo',
              from: ['./src/app', './src/features'],
              message: 'Demo mode talks to the app through lib (the API, the session, the demo slot).',
            },
            {
              target: './src',
              from: './mocks',
              except: [],
              message:
                "The app never imports the emulated backend, which runs in the site's service worker (only the build's prerender and tests import it).",
            },
          ],
        },
      ],
    },
  },
  {
    // The build's prerender asks the emulated backend for its seed's catalogue and settings (src/prerender/seed-answers.ts).
    files: ['src/prerender/seed-answers.ts', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: shippedFiles,
    ignores: testKitUsers,
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing, noTestKit, ...noTestTools] }] },
  },
  {
    files: ['mocks/domain/**', 'mocks/db/**', 'src/lib/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            noTestKit,
            ...noTestTools,
            { group: ['msw', 'msw/*'], message: 'Rules and the store know nothing of HTTP.' },
            {
              group: ['react', 'react-dom', 'react/*', '@mui/*'],
              message: 'Rules and the store know nothing of the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './mocks',
              from: './src',
              except: [
                './lib/forms/schemas.ts',
                './lib/forms/settings-schema.ts',
                './lib/forms/refund-schemas.ts',
                './lib/forms/voucher-schemas.ts',
                './lib/forms/payment-schemas.ts',
                './lib/rules',
                './lib/api/api-types.ts',
                './lib/api/openapi.ts',
                './lib/api/event-stream-parser.ts',
                './content/demo-accounts.ts',
                './content/studio-place.ts',
                './content/cancellation-policy.ts',
                './content/demo-qris.ts',
                './lib/qris',
                './lib/storage-namespace.ts',
                './backend-host/service-worker-protocol.ts',
                './prerender/page-data.ts',
                './prerender/prerendered-catalogue.ts',
                './prerender/prerendered-settings.ts',
                './lib/app-routes.ts',
              ],
              message:
                'The emulated backend shares only the validation schemas, the pure rules (lib/rules: studio time, money, proofs, ordering, roles, uploads, messages), the API types (named, and as generated from docs/openapi.yaml), the reading of an event stream (the tests’ client of GET /events), the demo accounts, the studio’s place (what to bring), the cancellation policy’s words (the confirmation says them), the demo merchant’s QRIS and how a QRIS is read and made (the emulated gateway’s charges), the storage names per base path, the service worker protocol, the app paths and the format of the prerendered pages’ data (catalogue, settings) with the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: testKitUsers,
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
  },
  {
    files: ['e2e/**', '*.config.{ts,js}', '.storybook/**', 'scripts/**', 'build-tools/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright's fixtures: `use` hands a value to the test (no React here), and a fixture that needs no
    // other fixture still destructures its first argument, as Playwright reads the names from it.
    files: ['e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/tags.ts', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ObjectExpression:has(> Property[key.name='id']) > Property[key.name='type'] > Literal",
          message: 'Cache tags are built in src/lib/api/tags.ts, so every feature names a tag the same way.',
        },
      ],
    },
  },
  {
    // Tests and stories wait for what they check. No other entry of no-restricted-syntax reaches these files
    // (the cache-tag rule above ignores them): an entry added here for them must be merged, not set apart.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '.storybook/**', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...waitForContent] },
  },
  {
    // Accessibility is checked where it is written (labels, roles, keyboard reach), not only by axe at run time.
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // MUI's `component` prop picks the element a Box, Stack or Typography renders: `<Box component="img">` is an img.
    settings: { 'jsx-a11y': { polymorphicPropName: 'component' } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops the list role from a list styled without bullets, so such a list says it again.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'] }],
    },
  },
  {
    // Tests find the page as a user (or a screen reader) does, and wait the way Testing Library means them to.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
