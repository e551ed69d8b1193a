import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryPackage } from '@/lib/api/api-types';
import { checkSnapshot } from '../db/snapshot';
import { spawnApi, type ApiProcess } from '../test-kit/api-process';
import { apiClientFor } from '../test-kit/http-client';

/** Each test starts the server as its own process, once or twice: seconds, not milliseconds. */
const PROCESS_TIMEOUT_MS = 60_000;

let dataDirectory: string;
const running: ApiProcess[] = [];

async function run(args: string[] = []): Promise<ApiProcess & ReturnType<typeof apiClientFor>> {
  const api = await spawnApi({ dataDirectory, args });
  running.push(api);
  return { ...api, ...apiClientFor(`${api.url}/`) };
}

beforeEach(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'studio-api-process-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.stop('SIGKILL')));
  await rm(dataDirectory, { recursive: true, force: true });
});

const newPackage = (name: string) => ({ name, description: 'Paket uji penyimpanan', price: 150000, categoryId: 1 });

describe('npm run api as a process', () => {
  it(
    'keeps every acknowledged change, and no half-written file, when killed in the middle of writing',
    async () => {
      const first = await run(['--reset']);
      const admin = await first.tokenFor('admin');
      const acknowledged: string[] = [];
      let killed = false;
      // Three clients add packages one after another until the server dies under them.
      const writeUntilKilled = async (lane: number) => {
        for (let index = 0; !killed; index += 1) {
          const name = `Paket Uji ${lane}-${index}`;
          try {
            const answer = await first.send('POST', 'package', { token: admin, body: newPackage(name) });
            if (answer.status === 201) acknowledged.push(name);
          } catch {
            return;
          }
        }
      };
      const lanes = [1, 2, 3].map(writeUntilKilled);
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (acknowledged.length < 30) return;
          clearInterval(check);
          resolve();
        }, 1);
      });
      await first.stop('SIGKILL');
      killed = true;
      await Promise.all(lanes);

      const names = await readdir(dataDirectory);
      const snapshot: unknown = JSON.parse(await readFile(join(dataDirectory, 'snapshot.json'), 'utf8'));
      expect(checkSnapshot(snapshot).status).toBe('valid');

      const second = await run();
      const packages = await second.callApi<CategoryPackage[]>('GET', 'packages');
      const kept = new Set(packages.body.data.map((row) => row.name));
      expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
      expect(await readdir(dataDirectory)).toEqual(names.filter((name) => !name.endsWith('.tmp')).sort());
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'stops on SIGINT (Ctrl-C) after answering, and starts again with its data',
    async () => {
      const first = await run(['--reset']);
      const admin = await first.tokenFor('admin');
      expect(
        (await first.callApi('POST', 'package', { token: admin, body: newPackage('Paket Sebelum Henti') })).status,
      ).toBe(201);
      expect(await first.stop('SIGINT')).toBe(0);
      expect(first.output()).toMatch(/SIGINT: stopping/);
      const second = await run();
      const packages = await second.callApi<CategoryPackage[]>('GET', 'packages');
      expect(packages.body.data.map((row) => row.name)).toContain('Paket Sebelum Henti');
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'refuses to start on a damaged snapshot, says why, leaves it as it was, and starts over with --reset',
    async () => {
      const first = await run(['--reset']);
      await first.stop();
      const file = join(dataDirectory, 'snapshot.json');
      const damaged = (await readFile(file, 'utf8')).slice(0, 500);
      await writeFile(file, damaged);

      await expect(run()).rejects.toThrow(/exited \(1\)[\s\S]*snapshot\.json is not valid JSON[\s\S]*--reset/);
      expect(await readFile(file, 'utf8')).toBe(damaged);

      const reset = await run(['--reset']);
      expect((await reset.send('GET', 'categories')).status).toBe(200);
      expect(checkSnapshot(JSON.parse(await readFile(file, 'utf8'))).status).toBe('valid');
    },
    PROCESS_TIMEOUT_MS,
  );
});
