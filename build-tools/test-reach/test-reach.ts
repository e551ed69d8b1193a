import type { ImportGraph } from './import-graph';

/** What decides the files one test reaches. */
export interface Reach {
  graph: ImportGraph;
  /**
   * For each test file, the files it loaded with `import()` when it last ran (the pages of the addresses it
   * opened), as recorded by the UI tests (src/test/lazy-loads.ts); a test without a record may have loaded any.
   */
  loadedLazily: ReadonlyMap<string, readonly string[]>;
  /**
   * Files whose imports a test does not reach through: what puts the whole emulated backend behind each test that
   * talks to it (the list of handlers, the seed…). A test reaches the rules it imports, and its own subject.
   */
  stopsAt: (file: string) => boolean;
}

export interface ReachInput extends Reach {
  /** The test files, as absolute paths. */
  tests: string[];
  /** Files whose change reaches every test: the config, what the setup files import. */
  reachesEverything: (file: string) => boolean;
}

/** The file a test is named after (`closures.test.ts` tests `closures.ts`), if there is one. */
function subjectOf(graph: ImportGraph, test: string): string[] {
  const base = test.replace(/\.test(-d)?\.tsx?$/, '');
  return [`${base}.ts`, `${base}.tsx`].filter((file) => graph.has(file));
}

/**
 * The files a test runs: its subject, what it imports, what those import, and what it loaded lazily when it last
 * ran; not past the files it stops at.
 */
export function reachOf({ graph, loadedLazily, stopsAt }: Reach, test: string): Set<string> {
  const reached = new Set<string>();
  const loaded = loadedLazily.get(test);
  const pending = [test, ...subjectOf(graph, test), ...(loaded ?? [])];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    const imports = graph.get(file);
    if (!imports || stopsAt(file)) continue;
    pending.push(...imports.runtime);
    // Without a record, a lazy import counts as loaded; a type test reads the types it imports.
    if (!loaded) pending.push(...imports.dynamic);
    if (test.endsWith('.test-d.ts')) pending.push(...imports.types);
  }
  return reached;
}

/** The tests that a change to these files reaches, in the order of `tests`. */
export function testsReached(input: ReachInput, changed: string[]): string[] {
  if (changed.some(input.reachesEverything)) return input.tests;
  const changedSet = new Set(changed);
  return input.tests.filter((test) => [...reachOf(input, test)].some((file) => changedSet.has(file)));
}
