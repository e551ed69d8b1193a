import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { devWorkerBundle } from './dev-worker-bundle.ts';

export interface ServiceWorkerBackendOptions {
  /** The worker's source, from the project root (e.g. `mocks/service-worker/sw.ts`). */
  entry: string;
  /** Its file name in the build, below the base path; its URL must stay the same across deploys. */
  fileName: string;
  /** The most the built worker may weigh, gzipped: the build fails above it. */
  maxGzipBytes: number;
}

const ENVIRONMENT = 'serviceWorker';
const cookieStoreStub = resolve(import.meta.dirname, 'cookie-store-stub.ts');

/** The worker's gzipped size as a sentence, or an error when it is over the budget: a first visit waits for it. */
export function measureWorkerSize(code: string, fileName: string, maxGzipBytes: number): string {
  const gzipBytes = gzipSync(code, { level: 9 }).byteLength;
  const figure = `${fileName} is ${(gzipBytes / 1024).toFixed(1)} KB gzipped (budget ${(maxGzipBytes / 1024).toFixed(1)} KB)`;
  if (gzipBytes > maxGzipBytes) throw new Error(`service worker: ${figure}. The first visit waits for it.`);
  return figure;
}

/** msw's cookie store, a cookie jar the worker has no use for, is left out of it (cookie-store-stub.ts). */
const cookieStoreStubPlugin = (): Plugin => ({
  name: 'service-worker-backend:cookie-store-stub',
  enforce: 'pre',
  resolveId: (id, importer) =>
    /(^|\/)cookieStore\.m?js$/.test(id) && importer?.includes('/msw/') ? cookieStoreStub : undefined,
});

/**
 * The emulated backend as the site's service worker. `vite build` builds it after the app, as an environment
 * of its own: one self-contained classic script at `<outDir>/<fileName>` (a service worker cannot `import()`,
 * so nothing is split off), never hashed (the browser finds a new version at the same URL). The dev server
 * serves it at `<base><fileName>` as one script too, bundled when the server starts and again when one of its
 * sources changes, so an edited handler is the next reload's worker; its scope is the base path, as in the
 * build.
 */
export function serviceWorkerBackend({ entry, fileName, maxGzipBytes }: ServiceWorkerBackendOptions): Plugin[] {
  return [
    {
      name: 'service-worker-backend',
      config(config, { command }) {
        if (command !== 'build') return;
        return {
          builder: {},
          environments: {
            [ENVIRONMENT]: {
              consumer: 'client',
              build: {
                outDir: config.build?.outDir ?? 'dist',
                emptyOutDir: false,
                copyPublicDir: false,
                // No preload helper: a lazy import is inlined here, and the helper's error path needs a window.
                modulePreload: false,
                minify: true,
                rolldownOptions: {
                  input: { [fileName.replace(/\.js$/, '')]: entry },
                  output: { entryFileNames: fileName, format: 'iife', codeSplitting: false },
                },
              },
            },
          },
        };
      },
      async buildApp(builder) {
        const environment = builder.environments[ENVIRONMENT];
        if (!environment) throw new Error('service worker: its build environment is missing.');
        await builder.build(environment);
      },
      configureServer(server) {
        const url = `${server.config.base}${fileName}`;
        const worker = devWorkerBundle(server.config, entry, [cookieStoreStubPlugin()]);
        // An editor saves a file in several steps: one bundle once they are done.
        let rebuildTimer: ReturnType<typeof setTimeout> | undefined;
        const sourceChanged = (file: string) => {
          if (!worker.holds(file)) return;
          clearTimeout(rebuildTimer);
          rebuildTimer = setTimeout(() => worker.rebuild(), 50);
        };
        server.watcher.on('change', sourceChanged).on('add', sourceChanged).on('unlink', sourceChanged);
        // Bundled once the server listens, well before a page asks: not in a server that never listens
        // (Vitest's, Storybook's), where the first request, if any, makes it.
        server.httpServer?.once('listening', () => void worker.current());
        server.middlewares.use((request, response, next) => {
          const path = request.url?.split('?')[0];
          if (path !== url && path !== `${url}.map`) return next();
          worker.current().then(
            ({ code, map }) => {
              response.setHeader('Content-Type', path === url ? 'text/javascript' : 'application/json');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(path === url ? `${code}\n//# sourceMappingURL=${fileName}.map\n` : map);
            },
            (error: unknown) => {
              server.config.logger.error(`service worker: the dev bundle failed. ${String(error)}`);
              response.statusCode = 500;
              response.end();
            },
          );
        });
      },
    },
    {
      name: 'service-worker-backend:size-budget',
      applyToEnvironment: (environment) => environment.name === ENVIRONMENT,
      generateBundle(_options, bundle) {
        const worker = bundle[fileName];
        if (worker?.type !== 'chunk') throw new Error(`service worker: ${fileName} is missing from its build.`);
        this.info(measureWorkerSize(worker.code, fileName, maxGzipBytes));
      },
    },
    {
      ...cookieStoreStubPlugin(),
      applyToEnvironment: (environment) => environment.name === ENVIRONMENT,
    },
  ];
}
