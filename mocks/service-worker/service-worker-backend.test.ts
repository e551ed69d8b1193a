import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createIndexedDbPersistence } from '../db/indexed-db-persistence';
import { insertRow, nextId } from '../db/draft';
import { DB_SCHEMA_VERSION } from '../db/schema';
import { createTestSeed } from '../test-kit/seed';
import { createIndexedDbDemoSettings, DEMO_SETTINGS_DATABASE } from './demo-settings';
import { createServiceWorkerBackend } from './service-worker-backend';

const silent = { onNotice: () => undefined, onStopped: () => undefined };

/** A worker start as the browser makes one: a fresh script over the same IndexedDB. */
const startWorker = () => createServiceWorkerBackend({ settings: createIndexedDbDemoSettings(), ...silent });

describe('the backend in the service worker', () => {
  it('answers with the same data, clock and network after the browser stopped and restarted it', async () => {
    const seed = await createTestSeed(new Date());
    await createIndexedDbPersistence().replace({ schemaVersion: DB_SCHEMA_VERSION, revision: 1, db: seed });
    const first = await startWorker();
    const travelledTo = new Date(Date.now() + 40 * 86_400_000);
    await first.clock.travelTo(travelledTo);
    await first.network.replace({ latency: 'slow', failure: 'next' });
    await first.store.transact((db) => {
      insertRow(db, 'timeSlots', { id: nextId(db, 'timeSlots'), time: '21:40' });
    });

    const restarted = await startWorker();
    expect(Math.abs(restarted.clock.now().getTime() - travelledTo.getTime())).toBeLessThan(60_000);
    expect(restarted.network.current()).toEqual({ latency: 'slow', failure: 'next' });
    await expect(restarted.store.read((db) => db.timeSlots.some((slot) => slot.time === '21:40'))).resolves.toBe(true);
  });

  it('starts at the real time with a calm network when the saved settings are damaged', async () => {
    const settings = createIndexedDbDemoSettings(`${DEMO_SETTINGS_DATABASE}-damaged`);
    await settings.write('clock-offset', 'kemarin');
    await settings.write('network', '{"latency":"kilat"}');
    const backend = await createServiceWorkerBackend({ settings, ...silent });
    expect(backend.clock.offsetMs()).toBe(0);
    expect(backend.network.current()).toEqual({ latency: 'none', failure: 'none' });
  });
});
