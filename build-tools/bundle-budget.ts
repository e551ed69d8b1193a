import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { startChunks, staticClosure } from './start-modules.ts';

type OutputChunk = Rolldown.OutputChunk;

export interface BundleBudgetOptions {
  /** The page the app starts from (index.html): its entry chunk. */
  entry: string;
  /** What the entry imports dynamically to start the app in steps: initial too (see start-modules.ts). */
  startModules: string[];
  /** The page shown at `/`: its lazy chunks follow the initial ones, and are reported beside them. */
  firstPage: string;
  /** The most gzipped JavaScript index.html may make the browser fetch: its script and what that imports. */
  maxInitialGzipBytes: number;
  /** Modules that must never be in any chunk the page can load, at first or later. */
  forbiddenInPage: { pattern: RegExp; name: string }[];
}

interface MeasuredFile {
  fileName: string;
  gzipBytes: number;
}

export interface InitialBundle {
  /** The initial chunks: the entry, its start modules, and everything they import statically. */
  files: MeasuredFile[];
  gzipBytes: number;
  /** What the first page's lazy chunk adds to them. */
  firstPageFiles: MeasuredFile[];
  /** Forbidden modules found in any of the page's chunks. */
  forbidden: { fileName: string; module: string; name: string }[];
}

function isChunk(output: Rolldown.OutputAsset | OutputChunk): output is OutputChunk {
  return output.type === 'chunk';
}

const sum = (files: MeasuredFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);
const measure = (chunk: OutputChunk): MeasuredFile => ({
  fileName: chunk.fileName,
  gzipBytes: gzipSync(chunk.code).length,
});

/** The initial JavaScript (what index.html makes the browser fetch) and what the first page adds to it. */
export function measureInitialBundle(chunks: OutputChunk[], options: BundleBudgetOptions): InitialBundle | undefined {
  const endsWith = (suffix: string) => (chunk: OutputChunk) => chunk.facadeModuleId?.endsWith(suffix) ?? false;
  const entry = chunks.find(endsWith(options.entry));
  if (!entry) return undefined;
  const firstPage = chunks.find(endsWith(options.firstPage));
  if (!firstPage) throw new Error(`bundle budget: no chunk is built for ${options.firstPage}`);
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = startChunks(entry, chunks, options.startModules);
  const initialNames = new Set(initial.map((chunk) => chunk.fileName));
  const files = initial.map(measure);
  const firstPageFiles = staticClosure([firstPage], byFileName)
    .filter((chunk) => !initialNames.has(chunk.fileName))
    .map(measure);
  const forbidden = chunks.flatMap((chunk) =>
    chunk.moduleIds.flatMap((module) =>
      options.forbiddenInPage
        .filter(({ pattern }) => pattern.test(module))
        .map(({ name }) => ({ fileName: chunk.fileName, module, name })),
    ),
  );
  return { files, gzipBytes: sum(files), firstPageFiles, forbidden };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fails the app's production build when index.html makes the browser fetch more than its budget of
 * JavaScript (gzip, level 6 as servers send it), or when any chunk the page can load holds a forbidden
 * module (the emulated backend, which lives in the service worker). Builds without the app's entry
 * (Storybook's, the service worker's) are not measured. The files are measured as written: Vite writes the
 * lazy imports' preload lists into them in its own `generateBundle`, after a plugin's would have seen them.
 */
export function bundleBudget(options: BundleBudgetOptions): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(_outputOptions, bundle) {
      const measured = measureInitialBundle(Object.values(bundle).filter(isChunk), options);
      if (!measured) return;
      const lines = (files: MeasuredFile[]) =>
        files.map((file) => `  ${kilobytes(file.gzipBytes).padStart(9)}  ${file.fileName}`);
      this.info(
        [
          `initial JavaScript: ${kilobytes(measured.gzipBytes)} gz (budget ${kilobytes(options.maxInitialGzipBytes)}) in ${measured.files.length} files`,
          ...lines(measured.files),
          `then the home page: ${kilobytes(sum(measured.firstPageFiles))} gz in ${measured.firstPageFiles.length} files`,
          ...lines(measured.firstPageFiles),
        ].join('\n'),
      );
      const problems = [
        ...(measured.gzipBytes > options.maxInitialGzipBytes
          ? [
              `index.html fetches ${kilobytes(measured.gzipBytes)} gz of JavaScript; the budget is ${kilobytes(options.maxInitialGzipBytes)}`,
            ]
          : []),
        ...measured.forbidden.map(
          ({ fileName, module, name }) => `${name} is in a chunk the page can load: ${module} (in ${fileName})`,
        ),
      ];
      if (problems.length > 0) this.error(`Bundle budget exceeded:\n${problems.join('\n')}`);
    },
  };
}
