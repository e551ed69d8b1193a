import { join } from 'node:path';

/**
 * The global where the UI tests keep the files the running test file loaded with `import()`: the Vite plugin of the
 * UI tests (build-tools/test-reach/record-lazy-imports.ts) adds to it, src/test/lazy-loads.ts reads it.
 */
export const LAZY_LOADS_GLOBAL = '__studioLazyLoads';

/** Where each UI test file's record is kept, for `npm run test:changed` (build-tools/test-reach). */
export const LAZY_LOADS_DIRECTORY = join(process.cwd(), 'node_modules/.cache/test-reach');

/** The record of one test file: the files it loaded with `import()` (the pages of the addresses it opened). */
export interface LazyLoadRecord {
  test: string;
  loaded: string[];
}
