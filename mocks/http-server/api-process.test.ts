import { watch } from 'node:fs';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryPackage } from '@/lib/api/api-types';
import { checkSnapshot } from '../db/snapshot';
import { MAX_STORE_RESERVATIONS } from '../domain/demo/demo-past-reservations';
import { spawnApi, type ApiProcess } from '../test-kit/api-process';
import { apiClientFor } from '../test-kit/http-client';
import { makeDataDirectory } from '../test-kit/data-directory';

/** Each test starts the server as its own process, two or three times: seconds, not milliseconds. */
const PROCESS_TIMEOUT_MS = 60_000;

let dataDirectory: string;
/** Data of 20,000 reservations, made once for the tests that kill a server holding that many. */
let full: { directory: string; admin: string };
const running: ApiProcess[] = [];

/** Started from its bundle: these tests start a server ten times. */
async function run(args: string[] = [], env: Record<string, string> = {}, directory = dataDirectory) {
  const api = await spawnApi({ dataDirectory: directory, args, env, launch: 'bundle' });
  running.push(api);
  return { ...api, ...apiClientFor(`${api.url}/`) };
}

beforeAll(async () => {
  const directory = await makeDataDirectory('studio-api-process-full');
  const filling = await run(['--reset', '--demo'], {}, directory);
  const admin = await fillTo20000(filling);
  expect(await filling.stop('SIGTERM')).toBe(0);
  full = { directory, admin };
}, PROCESS_TIMEOUT_MS);
afterAll(() => rm(full.directory, { recursive: true, force: true }));

beforeEach(async () => {
  dataDirectory = await makeDataDirectory('studio-api-process');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.stop('SIGKILL')));
  await rm(dataDirectory, { recursive: true, force: true });
});

/** Starts a server on a copy of the 20,000 reservations' data; answers it and the admin's token there. */
async function runFull(env: Record<string, string> = {}) {
  await cp(full.directory, dataDirectory, { recursive: true });
  return { api: await run(['--demo'], env), admin: full.admin };
}

const newPackage = (name: string) => ({
  name,
  description: 'Paket uji penyimpanan',
  price: 150000,
  editedQuota: 10,
  categoryId: 1,
});

/** Fills the store to 20,000 reservations, as the demo controls do, and answers the admin's token. */
async function fillTo20000(api: Awaited<ReturnType<typeof run>>): Promise<string> {
  const admin = await api.tokenFor('admin');
  const added = await api.callApi<{ added: number }>('POST', '__demo/past-reservations', {
    token: admin,
    body: { count: MAX_STORE_RESERVATIONS },
  });
  expect(added.status).toBe(200);
  return admin;
}

/**
 * Three clients add packages one after another until the server dies under them (`kill` decides when, given
 * how many were acknowledged); answers the names of those acknowledged.
 */
async function writeUntilKilled(
  api: Awaited<ReturnType<typeof run>>,
  admin: string,
  kill: (acknowledged: number) => boolean | Promise<boolean>,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const lane = async (number: number) => {
    for (let index = 0; !killed; index += 1) {
      const name = `Paket Uji ${number}-${index}`;
      try {
        const answer = await api.send('POST', 'package', { token: admin, body: newPackage(name) });
        if (answer.status === 201) acknowledged.push(name);
      } catch {
        return;
      }
    }
  };
  const lanes = [1, 2, 3].map(lane);
  while (!(await kill(acknowledged.length))) await new Promise((resolve) => setTimeout(resolve, 1));
  await api.stop('SIGKILL');
  killed = true;
  await Promise.all(lanes);
  return acknowledged;
}

/** After a kill: no temporary file is left once it starts again, and every acknowledged package is there. */
async function expectAllKept(acknowledged: string[]): Promise<void> {
  const second = await run();
  const packages = await second.callApi<CategoryPackage[]>('GET', 'packages');
  const kept = new Set(packages.body.data.map((row) => row.name));
  expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
  expect((await readdir(dataDirectory)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  const reservations = await second.callApi<unknown[]>('GET', 'reservations?pageSize=1', {
    token: await second.tokenFor('admin'),
  });
  expect((reservations.body as { pagination?: { itemCount: number } }).pagination?.itemCount).toBe(
    MAX_STORE_RESERVATIONS,
  );
}

describe('npm run api as a process', () => {
  it(
    'keeps every acknowledged change when killed in the middle of writing, at 20,000 reservations',
    async () => {
      const { api, admin } = await runFull();
      const acknowledged = await writeUntilKilled(api, admin, (count) => count >= 30);
      const journal = await readFile(join(dataDirectory, 'journal.jsonl'), 'utf8');
      expect(journal.split('\n').length, 'each change is a line of the journal').toBeGreaterThan(30);
      await expectAllKept(acknowledged);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'keeps every acknowledged change when killed while it writes a new snapshot of 20,000 reservations',
    async () => {
      // A snapshot every few changes: one is being written whenever its temporary file is there.
      const { api: writing, admin } = await runFull({ API_COMPACT_AFTER_CHANGES: '12' });
      let snapshotsWritten = 0;
      const watcher = watch(dataDirectory, (_event, name) => {
        if (name?.startsWith('snapshot.json.') && name.endsWith('.tmp')) snapshotsWritten += 1;
      });
      let tempFileSeen = false;
      const acknowledged = await writeUntilKilled(writing, admin, async (count) => {
        if (count < 30 || snapshotsWritten < 2) return false;
        tempFileSeen = (await readdir(dataDirectory)).some((name) => name.endsWith('.tmp'));
        return tempFileSeen;
      }).finally(() => watcher.close());
      expect(tempFileSeen, 'killed while a snapshot was being written').toBe(true);
      await expectAllKept(acknowledged);
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
