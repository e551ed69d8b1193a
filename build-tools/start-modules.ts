import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The chunks a set of chunks imports statically, and those they import, all loaded before any runs. */
export function staticClosure(roots: OutputChunk[], byFileName: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const fileName of chunk.imports) {
      const imported = byFileName.get(fileName);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/**
 * What the app needs before its first render: the entry chunk, the chunks its start-up steps import
 * dynamically (`startModules`, by the end of their path, e.g. `/src/app/app.tsx`), and all they import.
 * A start module that is in no chunk the entry imports dynamically is a mistake in the configuration.
 */
export function startChunks(entry: OutputChunk, chunks: OutputChunk[], startModules: string[]): OutputChunk[] {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const imported = entry.dynamicImports.flatMap((fileName) => byFileName.get(fileName) ?? []);
  const steps = startModules.map((module) => {
    const chunk = imported.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`start modules: the entry imports no chunk holding ${module}`);
    return chunk;
  });
  return staticClosure([entry, ...steps], byFileName);
}

function isChunk(output: Rolldown.OutputAsset | OutputChunk): output is OutputChunk {
  return output.type === 'chunk';
}

/**
 * The app's page (`entry`, e.g. `/index.html`) preloads the modules the app starts in steps, as it does the
 * modules its entry imports: they are fetched at once, in parallel, and run only when the steps import them.
 */
export function preloadStartModules(entry: string, startModules: string[]): Plugin {
  let base = '/';
  return {
    name: 'preload-start-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, path }) {
        // Only the app's page: other builds with this configuration (Storybook's iframe.html) start otherwise.
        if (!bundle || !chunk || path !== entry) return html;
        const chunks = Object.values(bundle).filter(isChunk);
        const preloaded = new Set([chunk.fileName, ...chunk.imports]);
        const links = startChunks(chunk, chunks, startModules)
          .filter((start) => !preloaded.has(start.fileName))
          .map((start) => `<link rel="modulepreload" crossorigin href="${base}${start.fileName}">`);
        return html.replace('</head>', () => `  ${links.join('\n  ')}\n</head>`);
      },
    },
  };
}
