/**
 * The global where the UI tests keep the files the running test file loaded with `import()`: the Vite plugin of the
 * UI tests (build-tools/test-reach/record-lazy-imports.ts) adds to it, src/test/lazy-loads.ts reads it.
 */
export const LAZY_LOADS_GLOBAL = '__studioLazyLoads';
