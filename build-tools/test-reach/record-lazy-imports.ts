import type { Plugin } from 'vite';

const DYNAMIC_IMPORT = /(?<!typeof\s)\bimport\((['"])([^'"]+)\1\)/g;

/**
 * For the UI tests only: each `import('…')` of the code under `sourceRoot` first adds the file it loads to the set at
 * `globalThis[into]`, which the test setup keeps per test file (src/test/lazy-loads.ts), so `npm run test:changed`
 * knows which lazy pages a test opened. The call is put in front with a comma, on the same line: the import, its
 * value and the module graph stay as they were.
 */
export function recordLazyImports({ sourceRoot, into }: { sourceRoot: string; into: string }): Plugin {
  return {
    name: 'studio:record-lazy-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(sourceRoot) || !code.includes('import(')) return undefined;
      const loads = await Promise.all(
        [...code.matchAll(DYNAMIC_IMPORT)].map(async (match) => ({
          match: match[0],
          file: (await this.resolve(match[2] ?? '', id))?.id.split('?')[0],
        })),
      );
      let recorded = code;
      for (const { match, file } of loads) {
        if (file && !file.includes('/node_modules/')) {
          recorded = recorded.replace(
            match,
            `(globalThis[${JSON.stringify(into)}]?.add(${JSON.stringify(file)}), ${match})`,
          );
        }
      }
      return recorded === code ? undefined : { code: recorded, map: null };
    },
  };
}
