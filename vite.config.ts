import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { bundleBudget } from './build-tools/bundle-budget.ts';
import { freshGlobs } from './build-tools/fresh-globs.ts';
import { muiThemeWithoutCssVariables } from './build-tools/mui-theme-without-css-variables.ts';
import { noServerKey } from './build-tools/no-server-key.ts';
import { preloadStartModules } from './build-tools/start-modules.ts';
import { prerenderPages } from './build-tools/prerender-pages.ts';
import { realApiBuildCheck } from './build-tools/real-api-build-check.ts';
import { serviceWorkerBackend } from './build-tools/service-worker/service-worker-backend.ts';
import { recordLazyImports } from './build-tools/test-reach/record-lazy-imports.ts';
import { LAZY_LOADS_GLOBAL } from './src/test/lazy-load-record.ts';
import { BACKEND_SETUP_FILES, UI_ENVIRONMENT, UI_SETUP_FILES } from './src/test/setup-files.ts';
import { studioQrisCheck } from './build-tools/studio-qris-check.ts';
import { demoAccounts } from './src/content/demo-accounts.ts';
import { isAppRoute } from './src/prerender/prerendered-pages.ts';
import type { SeedPeople } from './mocks/db/seed-people.ts';
import { SERVER_KEY_PATTERN } from './mocks/db/gateway-key.ts';

function normaliseBase(path: string | undefined): string {
  if (!path) return '/';
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * `@/` is src, `@mocks/` the emulated backend, `@story-harness/` .storybook: the `paths` of tsconfig.json, read
 * here so that one list serves TypeScript, ESLint and every importer Vite sees (Storybook's MDX included).
 */
function roomAliases(): { find: RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(readFileSync(resolve(import.meta.dirname, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, [string]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace('*', '')}`),
    replacement: `${resolve(import.meta.dirname, target.replace('*', ''))}/`,
  }));
}

// Vitest says on every run that its type tests (`typecheck`, the `types` project) are experimental and asks
// for its version to be pinned: package.json pins it (`~`, patches only), so the notice is not repeated.
process.env.VITEST_DISABLE_EXPERIMENTAL_LOG ??= '1';

/** The instant every test runs at (Monday 23 November 2026, 12:00 in Jakarta); `TEST_NOW` picks another. */
function testNow(): string {
  const chosen = process.env.TEST_NOW ?? '2026-11-23T05:00:00.000Z';
  const instant = new Date(chosen);
  if (Number.isNaN(instant.getTime())) throw new Error(`TEST_NOW is not an instant: ${chosen}`);
  return instant.toISOString();
}

/**
 * Two projects, each sharing its workers' modules between files (no isolation): every test still starts
 * from a reset backend, an empty localStorage and an unmounted screen (`src/test/setup.ts`). Measured on
 * 2 cores: the suite took 258 s with isolated files, 153 s without; one jsdom project instead of two (a
 * project switch costs every worker its imports again) and Emotion sheets reduced to what tests observe
 * (`src/test/visibility-styles.ts`) brought it to the figure in the README.
 */
/**
 * One id for a build of the page and of the backend's service worker, so each can tell when the other is of
 * another deploy: `BUILD_ID` when given, a fresh one for every build, `dev` in development and tests. It is
 * kept in the environment, since Vite may load this file more than once during one build.
 */
function buildId(command: string): string {
  if (command !== 'build') return process.env.BUILD_ID ?? 'dev';
  process.env.BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return process.env.BUILD_ID;
}

/** What src/main.tsx imports, one step at a time, to start the app: preloaded, and initial JavaScript. */
const startModules = [
  '/node_modules/react-dom/client.js',
  '/src/theme/theme.ts',
  '/src/app/app.tsx',
  '/src/app/router.tsx',
];

/** The admin's screens: the dashboard's shell and pages, which only a signed-in admin ever loads. */
const ADMIN_SCREEN =
  /\/src\/(features\/[\w-]+\/admin\/|app\/shells\/dashboard-shell|app\/routes\/today-schedule-route)/;

/** The people the seed registers besides the demo accounts, read as data (see mocks/db/seed-people.ts). */
const seedPeople = (): SeedPeople =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'mocks/db/seed-people.json'), 'utf8')) as SeedPeople;

/** The modules of the emulated backend and its tools: no chunk of the page may hold them, in any build. */
const emulatedBackendModules = [
  { pattern: /\/node_modules\/(msw|@mswjs)\//, name: 'MSW' },
  { pattern: /\/node_modules\/@faker-js\//, name: 'faker' },
  { pattern: /\/mocks\//, name: 'The emulated backend' },
];

/**
 * A build for a real API (VITE_API_URL set, in the environment or a .env file) ships no emulated backend,
 * seed or demo account: no service worker, no demo room, no line naming an account the seed creates.
 */
const realApiChecks = () =>
  realApiBuildCheck({
    forbiddenModules: [
      ...emulatedBackendModules,
      { pattern: /\/src\/demo\//, name: 'The demo room' },
      { pattern: /\/src\/backend-host\/start-service-worker-backend\.ts$/, name: "The emulated backend's host" },
      { pattern: /\/src\/content\/demo-accounts\.ts$/, name: 'The demo accounts' },
    ],
    forbiddenFiles: [
      { fileName: 'sw.js', name: "The emulated backend's service worker" },
      { fileName: 'mockServiceWorker.js', name: "MSW's worker" },
    ],
    forbiddenText: [
      { text: '[MSW]', name: 'MSW' },
      ...Object.values(demoAccounts).flatMap(({ email, password }) => [
        { text: email, name: 'A demo account' },
        { text: password, name: "A demo account's password" },
      ]),
      ...seedPeople().customers.map(({ email }) => ({ text: email, name: 'A customer of the seed' })),
    ],
  });

export default defineConfig(({ command, mode }) => ({
  base: normaliseBase(process.env.BASE_PATH),
  resolve: { alias: roomAliases() },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId(command)) },
  plugins: [
    react(),
    freshGlobs(),
    muiThemeWithoutCssVariables(),
    studioQrisCheck(),
    noServerKey(SERVER_KEY_PATTERN),
    prerenderPages({
      serverEntry: 'src/prerender/render-page.tsx',
      serverOutDir: 'node_modules/.prerender',
      isAppRoute,
    }),
    preloadStartModules('/index.html', startModules),
    bundleBudget({
      entry: '/index.html',
      startModules,
      firstPage: '/src/app/routes/home-page.tsx',
      // First 186.4 KB; raised over issues 9-48 to 195.9 KB as the start took on more; issue 49 brought it to
      // 183.7 KB. Those figures were taken before Vite wrote the lazy routes' preload lists into the chunks
      // (`__vite__mapDeps`, 3.5-4.6 KB gzipped): the budget now measures the files as written (`writeBundle`).
      // So measured, issue 50 found 188.0 KB (demo) and 188.2 KB (real-API) before its album and 188.1 KB with
      // it; the admin's screens then left the lists (their files are `admin-…`, build.modulePreload below):
      // 187.1 and 187.2 KB. Issue 52 added 0.16 KB: the router's preload lists name the customer's new chunks (the
      // cancellation policy, the refund dialog's imports) and the refunds page's route, and the cache tags grew;
      // its vouchers about 0.05 KB more: the route of /dashboard/vouchers, its path and menu entry, two cache tags.
      // Issue 53 0.3 KB (187.7 KB): the routes of /simulator/qris and /dashboard/payments with their preload lists,
      // their paths, a cache tag type and the tags of charges and reviews, and the start of the live changes. The
      // real-API build then measured 188.2 KB (186.8 KB at issue 52's end, measured again): its index holds Vite's
      // preload helper (a 0.8 KB file of its own before) and the start of the live stream, and three small modules
      // the simulator's page shares (Container, the demo slot, opened-once) became files of their own.
      // Otherwise it only goes down, as the start sheds what a prerendered page's first paint does not need; the
      // aim is 170 KB (issue 49), then 150 KB.
      maxInitialGzipBytes: 189 * 1024,
      forbiddenInPage: emulatedBackendModules,
    }),
    ...(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_API_URL
      ? [realApiChecks()]
      : // The worker is the whole emulated backend: 59.9 KB gz when the budget was set (issue 29, 80 KB), 79.8 KB
        // with issue 52's settings and refunds, 82.0 KB with its vouchers (their schema, rules and store: 2.2 KB),
        // 84.6 KB with issue 53's live changes (what each commit touched, who hears it, the hub, GET /events).
        // The first visit waits for it, so it grows only with what the backend does.
        serviceWorkerBackend({ entry: 'mocks/service-worker/sw.ts', fileName: 'sw.js', maxGzipBytes: 95 * 1024 })),
  ],
  // React Router 8 is published as one file per module; left to the bundler they were spread over the
  // start's chunks, each piece compressing less well (see the budget above). One chunk, as version 7 was.
  build: {
    // Each file a lazy route needs is a name in the start's preload lists, which every visitor downloads. The
    // admin's screens (their files named `admin-…`) and the customer's album (the admin's work, a customer's few
    // visits) find theirs as they load.
    modulePreload: {
      resolveDependencies: (fileName, dependencies) => (/\/(admin-|album-page-)/.test(fileName) ? [] : dependencies),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react-router', test: /\/node_modules\/react-router\// }] },
        chunkFileNames: ({ facadeModuleId }) =>
          facadeModuleId && ADMIN_SCREEN.test(facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    provide: { testNow: testNow() },
    // A passing run prints its summary and nothing else: the minimal reporter names only failed tests, and
    // shows a test's console output only when it failed.
    reporters: ['minimal'],
    // Transformed modules are kept in node_modules/.vitest-cache, keyed by content and config, so a run after
    // the first does not transform the app again: Vitest 5's default (`fsModuleCache`), no option needed.
    // Worker threads start and talk to the runner more cheaply than child processes.
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Type tests (`*.test-d.ts`): tsc checks them and each `it` passes or fails with its own type errors.
        test: {
          name: 'types',
          typecheck: { enabled: true, only: true, include: ['**/*.test-d.ts'], tsconfig: './tsconfig.type-tests.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          isolate: false,
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'build-tools/**/*.test.ts'],
          setupFiles: BACKEND_SETUP_FILES,
        },
      },
      {
        extends: true,
        // Story files and component tests drive the DOM with one user-event (src/test/storybook-test.ts).
        resolve: { alias: [{ find: /^storybook\/test$/, replacement: resolve('src/test/storybook-test.ts') }] },
        // Each test file's lazy loads are recorded (src/test/lazy-loads.ts) for `npm run test:changed`.
        plugins: [recordLazyImports({ sourceRoot: resolve('src'), into: LAZY_LOADS_GLOBAL })],
        test: {
          name: 'ui',
          isolate: false,
          environment: UI_ENVIRONMENT,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: UI_SETUP_FILES,
          css: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
}));
