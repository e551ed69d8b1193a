/** The browser's storage refusing a write for lack of room (issue 13, finding 7): a clear 507, never a 500. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryFileStore, type FileStore } from '../db/file-store';
import { createMemoryPersistence, type Persistence } from '../db/persistence';
import { createStore } from '../db/store';
import { createClock } from '../domain/clock';
import { createNetworkSimulationSetting } from '../domain/demo/network-simulation';
import { createMemoryBackend } from '../memory-backend';
import { createTestServer } from '../test-kit/node-server';
import { callApi, ORIGIN, refusal, tokenFor, uploadForm } from '../test-kit/http-client';
import { DAY_MS } from '../test-kit/clock';
import { pngFile } from '../test-kit/png';
import type { DemoClock, NetworkSimulation } from '@/lib/api/api-types';
import { createTestSeed } from '../test-kit/seed';

const STORAGE_FULL =
  'Penyimpanan browser penuh. Hapus data demo (Atur ulang) atau kosongkan ruang penyimpanan, lalu coba lagi.';

/** What the browser's storage answers the next writes with, while set. */
const failures: { files?: Error; journal?: Error; settings?: Error } = {};
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

const memoryFiles = createMemoryFileStore();
const written: string[] = [];
/** Memory files that refuse a write, as IndexedDB does, while `failures.files` is set. */
const files: FileStore = {
  ...memoryFiles,
  put: (key, file) => {
    if (failures.files) return Promise.reject(failures.files);
    written.push(key);
    return memoryFiles.put(key, file);
  },
};
const memoryPersistence = createMemoryPersistence();
/** A memory store whose journal entries are refused while `failures.journal` is set. */
const persistence: Persistence = {
  ...memoryPersistence,
  append: (entry) => (failures.journal ? Promise.reject(failures.journal) : memoryPersistence.append(entry)),
};

/** The demo's settings (clock offset, network simulation) saved as localStorage would, refusing while `failures.settings` is set. */
const saveSetting = () => {
  if (failures.settings) throw failures.settings;
};

const clock = createClock(0, Date.now, saveSetting);
const backend = {
  ...createMemoryBackend({ clock }),
  files,
  store: createStore({ persistence, seed: () => createTestSeed(clock.now()) }),
  network: createNetworkSimulationSetting(undefined, saveSetting),
};
const { server } = createTestServer(backend);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  delete failures.files;
  delete failures.journal;
  delete failures.settings;
});

describe('a full browser storage answers 507 with a clear message', () => {
  it('when a file cannot be written: 507, and uploads work again once there is room', async () => {
    const admin = await tokenFor('admin');
    failures.files = quotaExceeded();
    expect(await callApi('POST', 'upload', { token: admin, form: uploadForm('category', [pngFile()]) })).toEqual(
      refusal(507, STORAGE_FULL),
    );
    delete failures.files;
    expect((await callApi('POST', 'upload', { token: admin, form: uploadForm('category', [pngFile()]) })).status).toBe(
      201,
    );
  });

  it('when a change cannot be stored: 507 for any change, and the files of an upload are deleted again', async () => {
    const [admin, customer] = [await tokenFor('admin'), await tokenFor('customer')];
    failures.journal = quotaExceeded();
    written.length = 0;
    expect(
      await callApi('POST', 'upload', { token: customer, form: uploadForm('transaction', [pngFile(), pngFile()]) }),
    ).toEqual(refusal(507, STORAGE_FULL));
    expect(written).toHaveLength(2);
    for (const key of written) expect(await memoryFiles.get(key)).toBeUndefined();
    expect(
      await callApi('PUT', 'package/1', {
        token: admin,
        body: { name: 'Keluarga Hemat', description: 'Sesi singkat', price: 300_000, editedQuota: 5, categoryId: 1 },
      }),
    ).toEqual(refusal(507, STORAGE_FULL));
    delete failures.journal;
    expect((await callApi('GET', 'times')).status).toBe(200);
  });

  it('leaves other failures a 500', async () => {
    const admin = await tokenFor('admin');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failures.files = new Error('disk on fire');
    expect(await callApi('POST', 'upload', { token: admin, form: uploadForm('category', [pngFile()]) })).toEqual(
      refusal(500, 'Terjadi kesalahan pada server. Coba lagi nanti.'),
    );
    expect(logged).toHaveBeenCalledWith('Emulated backend failure', failures.files);
    logged.mockRestore();
    expect((await fetch(`${ORIGIN}/api/v1/files/tidak-ada.png`)).status).toBe(404);
  });

  it('when the demo clock or network setting cannot be kept: 507, and neither changes', async () => {
    const clockBefore = (await callApi<DemoClock>('GET', '__demo/clock')).body.data;
    const networkBefore = (await callApi<NetworkSimulation>('GET', '__demo/network')).body.data;
    failures.settings = quotaExceeded();

    expect(
      await callApi('POST', '__demo/clock', { body: { now: new Date(Date.now() + 2 * DAY_MS).toISOString() } }),
    ).toEqual(refusal(507, STORAGE_FULL));
    expect(await callApi('POST', '__demo/network', { body: { latency: 'slow' } })).toEqual(refusal(507, STORAGE_FULL));

    const clockAfter = (await callApi<DemoClock>('GET', '__demo/clock')).body.data;
    expect(Math.abs(clockAfter.offsetMs - clockBefore.offsetMs)).toBeLessThan(1_000);
    expect((await callApi<NetworkSimulation>('GET', '__demo/network')).body.data).toEqual(networkBefore);
  });
});
