import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { LAZY_LOADS_DIRECTORY, LAZY_LOADS_GLOBAL, type LazyLoadRecord } from './lazy-load-record';

/**
 * Records, once a test file has run, the files it loaded lazily (the UI tests' Vite plugin, record-lazy-imports.ts,
 * makes each `import()` say so). `npm run test:changed` counts a lazy page as reached by the tests that opened it,
 * not by every test that renders the router.
 */
export function recordLazyLoads(): void {
  const loaded = new Set<string>();
  beforeAll(() => {
    loaded.clear();
    Reflect.set(globalThis, LAZY_LOADS_GLOBAL, loaded);
  });
  // Vitest reads a hook's first parameter as a pattern of fixtures; the file is the second.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, file) => {
    const record: LazyLoadRecord = { test: file.file.filepath, loaded: [...loaded] };
    mkdirSync(LAZY_LOADS_DIRECTORY, { recursive: true });
    writeFileSync(join(LAZY_LOADS_DIRECTORY, `${record.test.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(record));
  });
}
