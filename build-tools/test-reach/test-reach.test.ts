import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImportGraph, type ImportGraph } from './import-graph';
import { testsReached, type ReachInput } from './test-reach';

/** A small app: a router that loads two pages lazily, a shared rule, a story folder, and their tests. */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  'src/rules/money.ts': 'export const rupiah = (n: number) => `Rp ${n}`;',
  'src/rules/types.ts': 'export interface Price { amount: number }',
  'src/pages/booking.tsx': "import { rupiah } from '@/rules/money';\nexport const Booking = () => rupiah(1);",
  'src/pages/closures.tsx': "import type { Price } from '../rules/types';\nexport const Closures = (p: Price) => p;",
  'src/router.ts':
    "export const routes = [() => import('./pages/booking'), () => import('./pages/closures')];\nexport * from './rules-again';",
  'src/rules-again.ts': "export { rupiah } from './rules/money';",
  'src/pages/booking.stories.tsx': "import { Booking } from './booking';\nexport const Populated = Booking;",
  'src/pages/stories.test.tsx': "const stories = import.meta.glob('./*.stories.tsx', { eager: true });",
  'src/pages/booking.test.tsx': "import { routes } from '../router';",
  'src/pages/closures.test.tsx': "import { routes } from '../router';",
  'src/rules/money.test.ts': "import { rupiah } from './money';",
  'src/rules/types.test-d.ts': "import type { Price } from './types';",
  'src/backend/rule.ts': 'export const refuse = () => false;',
  'src/backend/handler.ts': "import { refuse } from './rule';\nexport const handle = refuse;",
  'src/backend/all-handlers.ts': "export { handle } from './handler';",
  'src/backend/handler.test.ts': "import { handle } from './all-handlers';",
  'src/backend/screen.test.ts': "import { handle } from './all-handlers';",
};

const root = mkdtempSync(join(tmpdir(), 'test-reach-'));
for (const [path, text] of Object.entries(FILES)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string) => join(root, path);
const sources = Object.keys(FILES)
  .filter((path) => path.startsWith('src/'))
  .map(at);
const graph: ImportGraph = buildImportGraph(root, sources);
const tests = sources.filter((file) => /\.test(-d)?\.tsx?$/.test(file));

function reached(changed: string, loadedLazily: Record<string, string[]> = {}): string[] {
  const input: ReachInput = {
    graph,
    tests,
    loadedLazily: new Map(Object.entries(loadedLazily).map(([test, pages]) => [at(test), pages.map(at)])),
    reachesEverything: (file) => file.endsWith('vite.config.ts'),
    stopsAt: (file) => file.endsWith('all-handlers.ts'),
  };
  return testsReached(input, [at(changed)]).map((file) => file.slice(root.length + 1));
}

describe('the import graph', () => {
  it('tells what runs, what may run and what only the type checker reads', () => {
    expect(graph.get(at('src/router.ts'))).toEqual({
      runtime: [at('src/rules-again.ts')],
      dynamic: [at('src/pages/booking.tsx'), at('src/pages/closures.tsx')],
      types: [],
    });
    expect(graph.get(at('src/pages/closures.tsx'))?.types).toEqual([at('src/rules/types.ts')]);
    expect(graph.get(at('src/pages/booking.tsx'))?.runtime).toEqual([at('src/rules/money.ts')]);
    expect(graph.get(at('src/pages/stories.test.tsx'))?.runtime).toEqual([at('src/pages/booking.stories.tsx')]);
  });
});

describe('the tests a change reaches', () => {
  const opened = { 'src/pages/booking.test.tsx': ['src/pages/booking.tsx'], 'src/pages/closures.test.tsx': [] };

  it('are, for a lazy page, the tests that opened it when they last ran, and its stories', () => {
    expect(reached('src/pages/booking.tsx', opened)).toEqual([
      'src/pages/stories.test.tsx',
      'src/pages/booking.test.tsx',
    ]);
  });

  it('count every lazy page as opened by a test that has no record yet', () => {
    expect(reached('src/pages/closures.tsx')).toEqual(['src/pages/booking.test.tsx', 'src/pages/closures.test.tsx']);
  });

  it('follow re-exports to a shared rule, and leave out the tests that only import its types', () => {
    expect(reached('src/rules/money.ts', opened)).toEqual([
      'src/pages/stories.test.tsx',
      'src/pages/booking.test.tsx',
      'src/pages/closures.test.tsx',
      'src/rules/money.test.ts',
    ]);
    expect(reached('src/rules/types.ts', opened)).toEqual(['src/rules/types.test-d.ts']);
  });

  it('for a rule behind the list of handlers, are its handler’s test, not every test that talks to the backend', () => {
    expect(reached('src/backend/rule.ts')).toEqual(['src/backend/handler.test.ts']);
    expect(reached('src/backend/all-handlers.ts')).toEqual([
      'src/backend/handler.test.ts',
      'src/backend/screen.test.ts',
    ]);
  });

  it('include a changed test itself, and are all of them for a change to what every test runs with', () => {
    expect(reached('src/rules/money.test.ts')).toEqual(['src/rules/money.test.ts']);
    expect(reached('vite.config.ts')).toHaveLength(tests.length);
  });
});
