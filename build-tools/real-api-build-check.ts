import { readdir, readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface RealApiBuildCheckOptions {
  /** Modules no chunk may hold: the emulated backend, its tools, the demo's rooms and accounts. */
  forbiddenModules: { pattern: RegExp; name: string }[];
  /** Files the build must not emit, by their path below the output folder (`sw.js`). */
  forbiddenFiles: { fileName: string; name: string }[];
  /** Text no emitted file may contain: the demo accounts' emails and passwords, the seed's people. */
  forbiddenText: { text: string; name: string }[];
}

export interface EmittedFile {
  /** Its path below the output folder, with `/` between folders. */
  fileName: string;
  text: string;
}

/**
 * What a chunk of the build holds that a real-API build must not: one sentence each. A module whose code was
 * all shaken off (imported, but nothing of it used) is listed in the chunk with nothing rendered: not held.
 */
export function forbiddenModulesIn(
  chunks: Pick<Rolldown.OutputChunk, 'fileName' | 'modules'>[],
  forbidden: RealApiBuildCheckOptions['forbiddenModules'],
): string[] {
  return chunks.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([, rendered]) => rendered.renderedLength > 0)
      .flatMap(([module]) =>
        forbidden
          .filter(({ pattern }) => pattern.test(module))
          .map(({ name }) => `${name}: ${module} is in ${chunk.fileName}`),
      ),
  );
}

/** What the emitted files are or say that a real-API build must not: one sentence each. */
export function forbiddenOutputIn(
  files: EmittedFile[],
  { forbiddenFiles, forbiddenText }: Pick<RealApiBuildCheckOptions, 'forbiddenFiles' | 'forbiddenText'>,
): string[] {
  const names = new Set(files.map((file) => file.fileName));
  return [
    ...forbiddenFiles
      .filter(({ fileName }) => names.has(fileName))
      .map(({ fileName, name }) => `${name}: ${fileName} is emitted`),
    ...files.flatMap((file) =>
      forbiddenText
        .filter(({ text }) => file.text.includes(text))
        .map(({ text, name }) => `${name}: ${file.fileName} contains "${text}"`),
    ),
  ];
}

/** Every file a build wrote below its output folder, read whole (the public folder's and the prerendered pages too). */
export async function emittedFiles(outDir: string): Promise<EmittedFile[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = resolve(entry.parentPath, entry.name);
        // Latin-1 reads any byte: the markers looked for are ASCII, and an image is not valid UTF-8.
        return { fileName: relative(outDir, path).split('\\').join('/'), text: await readFile(path, 'latin1') };
      }),
  );
}

/**
 * Fails a build for a real API (VITE_API_URL set) that ships any of the demo: a chunk holding the emulated
 * backend or the demo's modules, and once the whole build is written (the prerendered pages and the public
 * folder included), a forbidden file such as the backend's service worker or a file naming a demo account.
 */
export function realApiBuildCheck(options: RealApiBuildCheckOptions): Plugin {
  let outDir = '';
  const fail = (problems: string[]) => {
    if (problems.length > 0)
      throw new Error(`A real-API build must hold no emulated backend, seed or demo account:\n${problems.join('\n')}`);
  };
  return {
    name: 'real-api-build-check',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_outputOptions, bundle) {
      // The prerender's server bundle is not shipped: it stays in node_modules.
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      fail(forbiddenModulesIn(chunks, options.forbiddenModules));
    },
    buildApp: {
      order: 'post',
      async handler() {
        fail(forbiddenOutputIn(await emittedFiles(outDir), options));
        this.info(`real-API build: no emulated backend, seed or demo account in ${relative(process.cwd(), outDir)}/`);
      },
    },
  };
}
