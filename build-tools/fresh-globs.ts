import type { Plugin } from 'vite';

/**
 * Vitest's file cache (`experimental.fsModuleCache`) keys a transformed module by its own source, so a module
 * that expands `import.meta.glob` (each folder's `stories.test.tsx`) kept its old list of files: a story file
 * added since the last run silently did not run. Such modules are never cached; they are a handful of lines.
 */
export function freshGlobs(): Plugin {
  return {
    name: 'fresh-globs',
    configureVitest({ experimental_defineCacheKeyGenerator: defineCacheKey }) {
      defineCacheKey(({ sourceCode }) => (sourceCode.includes('import.meta.glob') ? false : undefined));
    },
  };
}
