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
      const files = new Map<string, string>();
      for (const [, , specifier = ''] of code.matchAll(DYNAMIC_IMPORT)) {
        const file = (await this.resolve(specifier, id))?.id.split('?')[0];
        if (file && !file.includes('/node_modules/')) files.set(specifier, file);
      }
      const recorded = code.replace(DYNAMIC_IMPORT, (match: string, _quote: string, specifier: string) => {
        const file = files.get(specifier);
        return file ? `(globalThis[${JSON.stringify(into)}]?.add(${JSON.stringify(file)}), ${match})` : match;
      });
      return recorded === code ? undefined : { code: recorded, map: null };
    },
  };
}
