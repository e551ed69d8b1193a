import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

export interface DevWorkerBundle {
  /** The worker as one classic script, and its source map: the latest bundle, made now if there is none. */
  current(): Promise<{ code: string; map: string }>;
  /** Whether a file is one of the worker's sources: an edit to it makes a new bundle. */
  holds(file: string): boolean;
  /** Starts a new bundle, which `current` then answers with. */
  rebuild(): void;
}

/**
 * The backend's worker for the dev server, bundled as the build bundles it (one classic script, nothing
 * split off) but not minified and with a source map: the browser fetches one script instead of the ~200
 * modules Vite would serve one by one, which a busy machine took over 10 s to deliver.
 */
export function devWorkerBundle(config: ResolvedConfig, entry: string, plugins: Plugin[]): DevWorkerBundle {
  let sources = new Set<string>();
  const bundle = async () => {
    const output = (await build({
      configFile: false,
      root: config.root,
      base: config.base,
      mode: config.mode,
      envDir: config.envDir,
      define: config.define,
      resolve: { alias: config.resolve.alias },
      publicDir: false,
      logLevel: 'warn',
      plugins,
      build: {
        write: false,
        minify: false,
        sourcemap: 'hidden',
        modulePreload: false,
        copyPublicDir: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: resolve(config.root, entry),
          output: { entryFileNames: 'sw.js', format: 'iife', codeSplitting: false },
        },
      },
    })) as Rolldown.RolldownOutput;
    const worker = output.output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    if (!worker?.map) throw new Error('service worker: the dev bundle has no worker.');
    sources = new Set(worker.moduleIds);
    return { code: worker.code, map: worker.map.toString() };
  };
  let latest: ReturnType<typeof bundle> | undefined;
  const rebuild = () => {
    latest = bundle();
    // Each request awaits the latest; a failed bundle is reported to the one that asks for it.
    latest.catch(() => undefined);
    return latest;
  };
  return {
    current: () => latest ?? rebuild(),
    holds: (file) => sources.has(file),
    rebuild: () => void rebuild(),
  };
}
