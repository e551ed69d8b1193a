import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ServiceWorkerBackendOptions {
  /** The worker's source, from the project root (e.g. `mocks/service-worker/sw.ts`). */
  entry: string;
  /** Its file name in the build, below the base path; its URL must stay the same across deploys. */
  fileName: string;
  /** The most the built worker may weigh, gzipped: the build fails above it. */
  maxGzipBytes: number;
}

const ENVIRONMENT = 'serviceWorker';
const publicSuffixStub = resolve(import.meta.dirname, 'public-suffix-stub.ts');

/** The worker's gzipped size as a sentence, or an error when it is over the budget: a first visit waits for it. */
export function measureWorkerSize(code: string, fileName: string, maxGzipBytes: number): string {
  const gzipBytes = gzipSync(code, { level: 9 }).byteLength;
  const figure = `${fileName} is ${(gzipBytes / 1024).toFixed(1)} KB gzipped (budget ${(maxGzipBytes / 1024).toFixed(1)} KB)`;
  if (gzipBytes > maxGzipBytes) throw new Error(`service worker: ${figure}. The first visit waits for it.`);
  return figure;
}

/**
 * The emulated backend as the site's service worker. `vite build` builds it after the app, as an environment
 * of its own: one self-contained classic script at `<outDir>/<fileName>` (a service worker cannot `import()`,
 * so nothing is split off), never hashed (the browser finds a new version at the same URL). In development
 * `<base><fileName>` is a one-line module importing the source, so Vite transforms it like any other module
 * and an edited handler is the next reload's worker; its scope is the base path, as in the build.
 */
export function serviceWorkerBackend({ entry, fileName, maxGzipBytes }: ServiceWorkerBackendOptions): Plugin[] {
  return [
    {
      name: 'service-worker-backend',
      config(config, { command }) {
        // Without this, Vite discovers the worker's dependencies only when it asks for them and re-optimises,
        // reloading the page in the middle of a first visit.
        const entries = ['index.html', entry];
        if (command !== 'build') return { optimizeDeps: { entries } };
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
        // The browser looks for a new worker by comparing this one script, not the modules it imports: the
        // script names the moment a source last changed, so an edited handler is a new worker at the next reload.
        let sourcesChangedAt = Date.now();
        const sourcesChanged = () => {
          sourcesChangedAt = Date.now();
        };
        server.watcher.on('change', sourcesChanged).on('add', sourcesChanged).on('unlink', sourcesChanged);
        server.middlewares.use((request, response, next) => {
          if (request.url?.split('?')[0] !== url) return next();
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(`import '${server.config.base}${entry}?sources=${sourcesChangedAt}';\n`);
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
      name: 'service-worker-backend:public-suffix-stub',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === ENVIRONMENT,
      resolveId: (id) => (id === 'tldts' ? publicSuffixStub : undefined),
    },
  ];
}
