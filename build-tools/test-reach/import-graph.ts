import { globSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

/** What one source file imports, by kind: only `runtime` and `globbed` run with it; `dynamic` may. */
export interface FileImports {
  /** `import … from`, `export … from` (not `import type`), and the files an `import.meta.glob` names. */
  runtime: string[];
  /** `import('…')`: loaded only if the code that holds it runs (a lazy route). */
  dynamic: string[];
  /** `import type`: what the type checker reads, and nothing at run time. */
  types: string[];
}

/** Every source file of the project and what it imports, as absolute paths. */
export type ImportGraph = Map<string, FileImports>;

/**
 * `import.meta.glob('…')` and `import.meta.glob(['…', '…'])`, eager or not (a test that lists files may read
 * them): the patterns, relative to the file or, from `/`, to the root. A `!` pattern is not subtracted: a file too
 * many is only a test too many.
 */
const GLOB_CALL = /import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const QUOTED = /'([^']*)'|"([^"]*)"/g;

function globbed(root: string, file: string, source: string): string[] {
  return [...source.matchAll(GLOB_CALL)].flatMap(([, patterns = '']) =>
    [...patterns.matchAll(QUOTED)].flatMap(([, single, double]) => {
      const pattern = single ?? double ?? '';
      if (pattern.startsWith('!')) return [];
      const directory = pattern.startsWith('/') ? root : dirname(file);
      const relative = pattern.replace(/^\//, '');
      return globSync(relative, { cwd: directory }).map((match) => resolve(directory, match));
    }),
  );
}

/**
 * Reads the imports of these files, resolved as Vite and TypeScript resolve them (tsconfig's paths, and the
 * `aliases` the test config adds); imports of packages are left out.
 */
export function buildImportGraph(root: string, files: string[], aliases: Record<string, string> = {}): ImportGraph {
  const resolver = new ResolverFactory({
    tsconfig: { configFile: join(root, 'tsconfig.json') },
    extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js'],
    conditionNames: ['node', 'import'],
    alias: Object.fromEntries(Object.entries(aliases).map(([name, target]) => [name, [resolve(root, target)]])),
  });
  const resolveFrom = (file: string, specifier: string): string[] => {
    const { path } = resolver.sync(dirname(file), specifier);
    return path && !path.includes('/node_modules/') ? [path] : [];
  };
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const { module } = parseSync(file, source);
    const runtime: string[] = [];
    const types: string[] = [];
    for (const statement of module.staticImports) {
      const targets = resolveFrom(file, statement.moduleRequest.value);
      const typeOnly = statement.entries.length > 0 && statement.entries.every((entry) => entry.isType);
      (typeOnly ? types : runtime).push(...targets);
    }
    for (const statement of module.staticExports) {
      for (const entry of statement.entries) {
        if (entry.moduleRequest) (entry.isType ? types : runtime).push(...resolveFrom(file, entry.moduleRequest.value));
      }
    }
    const dynamic = module.dynamicImports.flatMap(({ moduleRequest }) => {
      const literal = /^(['"`])([^'"`$]*)\1$/.exec(source.slice(moduleRequest.start, moduleRequest.end));
      return literal?.[2] ? resolveFrom(file, literal[2]) : [];
    });
    runtime.push(...globbed(root, file, source));
    graph.set(file, { runtime, dynamic, types });
  }
  return graph;
}
