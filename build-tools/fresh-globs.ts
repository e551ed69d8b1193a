import type { Plugin } from 'vite';

/**
 * Vitest's file cache (`fsModuleCache`, on by default) keys a transformed module by its own source, so a module
 * that expands `import.meta.glob` (each folder's `stories.test.tsx`) kept its old list of files: a story file
 * added since the last run silently did not run. Such modules are never cached; they are a handful of lines.
 */
export function freshGlobs(): Plugin {
  return {
    name: 'fresh-globs',
    configureVitest({ defineCacheKeyGenerator }) {
      defineCacheKeyGenerator(({ sourceCode }) => (sourceCode.includes('import.meta.glob') ? false : undefined));
    },
  };
}
