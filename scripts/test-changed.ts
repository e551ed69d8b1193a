// Runs the tests a change reaches, for a commit or on every save:
//   npm run test:changed             the files changed since the last commit (staged, unstaged, new)
//   npm run test:changed -- main     the files changed since another revision
//   npm run test:changed -- --list   only name the test files, without running them
//   npm run test:watch               again on every save, with the files saved since it started
// A test is reached by its subject (closures.test.ts, closures.ts), a file it imports at any depth, or a page it
// opened through the lazy route table when it last ran (src/test/lazy-loads.ts): not by every page the router
// could load, nor by every rule of the emulated backend behind it (what assembles the backend is not gone through:
// a rule reaches its own tests and its handler's). A change to the config, to what the setup files run, or to a
// file tests read outside the graph (docs/openapi.yaml, package.json) runs everything; CI always runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildImportGraph } from '../build-tools/test-reach/import-graph';
import { reachOf, testsReached, type Reach, type ReachInput } from '../build-tools/test-reach/test-reach';
import { LAZY_LOADS_DIRECTORY, type LazyLoadRecord } from '../src/test/lazy-load-record';
import { UI_ENVIRONMENT, UI_SETUP_FILES } from '../src/test/setup-files';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx)$|\.test-d\.ts$/;
/** The Vitest config, and the environment and setup files it gives the projects: what they run reaches every test. */
const CONFIG = 'vite.config.ts';
const SETUP_FILES = [UI_ENVIRONMENT, ...UI_SETUP_FILES];
/** Files no test reads: documentation, the browser suites, the scripts, the static files, CI. */
const NO_TEST = [/\.md$/, /^(e2e|scripts|public|\.ci)\//];
/**
 * What puts the whole emulated backend behind a test: its handlers, its store kept up by every time rule, the seed
 * it starts from (made by the rules themselves), and Storybook's backend for the stories.
 */
const BACKEND_AS_A_WHOLE = [
  'mocks/handlers/all-handlers.ts',
  'mocks/memory-backend.ts',
  'mocks/kept-backend.ts',
  'mocks/db/seed.ts',
  '.storybook/story-backend.ts',
];
/** Where the tests' code lives; scripts and e2e specs are not `npm test`'s. */
const WATCHED = ['src', 'mocks', '.storybook', 'build-tools', 'docs'];

const git = (...args: string[]): string[] =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

function projectFiles(): string[] {
  return [...git('ls-files'), ...git('ls-files', '--others', '--exclude-standard')]
    .filter((file) => SOURCE.test(file) && WATCHED.some((folder) => file.startsWith(`${folder}/`)))
    .map((file) => join(root, file))
    .filter((file) => existsSync(file));
}

function lazyLoadsRecorded(): Map<string, string[]> {
  if (!existsSync(LAZY_LOADS_DIRECTORY)) return new Map();
  return new Map(
    readdirSync(LAZY_LOADS_DIRECTORY).map((name) => {
      const record = JSON.parse(readFileSync(join(LAZY_LOADS_DIRECTORY, name), 'utf8')) as LazyLoadRecord;
      return [record.test, record.loaded];
    }),
  );
}

function reachInput(): ReachInput {
  const files = projectFiles();
  const graph = buildImportGraph(root, files, { 'storybook/test': 'src/test/storybook-test.ts' });
  const reach: Reach = {
    graph,
    stopsAt: (file) => BACKEND_AS_A_WHOLE.includes(relative(root, file)),
    loadedLazily: lazyLoadsRecorded(),
  };
  // What the setup files import, with no lazy import taken: they load none.
  const setupFiles = SETUP_FILES.map((file) => join(root, file));
  const setupReach = { ...reach, loadedLazily: new Map(setupFiles.map((file) => [file, []])) };
  const everyTestRuns = new Set(setupFiles.flatMap((file) => [...reachOf(setupReach, file)]));
  return {
    ...reach,
    tests: files.filter((file) => TEST.test(file)),
    // A file outside the import graph that a test may read (the contract, package.json, a fixture) reaches all.
    reachesEverything: (file) => {
      const path = relative(root, file);
      if (path === CONFIG || everyTestRuns.has(file)) return true;
      return !graph.has(file) && !NO_TEST.some((pattern) => pattern.test(path));
    },
  };
}

/** Runs (or names) the tests these changed files reach; answers Vitest's exit code (0 when none is reached). */
function runReached(changed: string[], listOnly = false): number {
  const started = performance.now();
  const tests = testsReached(reachInput(), changed);
  const found = ((performance.now() - started) / 1000).toFixed(1);
  const names = changed.map((file) => relative(root, file)).join(', ');
  if (tests.length === 0) {
    console.log(`No test reaches ${names || 'an unchanged tree'} (found in ${found} s).`);
    return 0;
  }
  console.log(`${tests.length} test files reach ${names} (found in ${found} s).`);
  if (listOnly) {
    for (const test of tests) console.log(`  ${relative(root, test)}`);
    return 0;
  }
  const vitest = spawnSync('npx', ['vitest', 'run', ...tests.map((test) => relative(root, test))], {
    cwd: root,
    stdio: 'inherit',
  });
  return vitest.status ?? 1;
}

const listOnly = process.argv.includes('--list');
const [first] = process.argv.slice(2).filter((argument) => argument !== '--list');
if (first === '--watch') {
  let saved = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  console.log('Waiting for a save under src, mocks, .storybook, build-tools or docs…');
  for (const folder of WATCHED) {
    watch(join(root, folder), { recursive: true }, (_event, name) => {
      if (!name) return;
      saved.add(join(root, folder, name));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const changed = [...saved];
        saved = new Set();
        runReached(changed);
      }, 200);
    });
  }
} else {
  const since = first ?? 'HEAD';
  const changed = [...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')].map(
    (file) => join(root, file),
  );
  process.exitCode = runReached(changed, listOnly);
}
