import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Runs `npm run api` as a process of its own (`node --import tsx`, as the script does), with its data in a
 * directory, and resolves once it says where it listens; rejects with its output if it exits first.
 */
export function spawnApi({ dataDirectory, args = [], port = 0, env = {} }: ApiProcessOptions): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
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
