import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = 'mocks/http-server/main.ts';
const STARTED = /Studio Senja API on (\S+) /;

export interface ApiProcess {
  /** The API's base URL, e.g. `http://127.0.0.1:8787/api/v1`. */
  url: string;
  child: ChildProcess;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  /** Sends a signal and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ApiProcessOptions {
  dataDirectory: string;
  args?: string[];
  /** 0 (the default) picks a free port. */
  port?: number;
  env?: Record<string, string>;
  /**
   * 'script' (the default) starts it as `npm run api` does: `node --import tsx`, compiling each module as it
   * loads. 'bundle' starts the same main.ts bundled into one file by esbuild, once per test process: about
   * half a second sooner each time, for the tests that start it again and again (a kill, a restart).
   */
  launch?: 'script' | 'bundle';
}

const BUNDLE = join(ROOT, 'node_modules/.cache/api-process/main.mjs');
let bundled: Promise<string> | undefined;

/**
 * main.ts and what it imports as one ES module, its packages left to node_modules. The server finds its
 * thread script and the app's images from `import.meta.url`, so that URL is main.ts's own in the bundle: the
 * build fails should a module elsewhere read it. Written under another name and renamed, so that a process
 * starting the previous bundle never reads half a file.
 */
async function bundleMain(): Promise<string> {
  const entry = join(ROOT, MAIN);
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
  });
  const elsewhere: string[] = [];
  for (const input of Object.keys(result.metafile.inputs)) {
    if (dirname(join(ROOT, input)) === dirname(entry)) continue;
    if ((await readFile(join(ROOT, input), 'utf8')).includes('import.meta.url')) elsewhere.push(input);
  }
  if (elsewhere.length > 0)
    throw new Error(`These modules read import.meta.url, which the bundle gives as main.ts's: ${elsewhere.join(', ')}`);
  await mkdir(dirname(BUNDLE), { recursive: true });
  const partial = `${BUNDLE}.${process.pid}.tmp`;
  await writeFile(partial, result.outputFiles[0]?.contents ?? '');
  await rename(partial, BUNDLE);
  return BUNDLE;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Runs the API as a process of its own (`npm run api`'s command, or its bundle: `launch`), with its data in a
 * directory, and resolves once it says where it listens; rejects with its output if it exits first.
 */
export async function spawnApi({
  dataDirectory,
  args = [],
  port = 0,
  env = {},
  launch = 'script',
}: ApiProcessOptions): Promise<ApiProcess> {
  const program = launch === 'bundle' ? [await (bundled ??= bundleMain())] : ['--import', 'tsx', MAIN];
  const child = spawn(process.execPath, [...program, ...args], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(port), API_DATA_DIR: dataDirectory, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited(child);
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = STARTED.exec(output)?.[1];
      if (url) resolve({ url, child, output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run api exited (${code}) before it started:\n${output}`)));
  });
}
