import type { Backend } from '../backend';
import { createCrossTabLock } from '../db/exclusive';
import {
  createIndexedDbFileStore,
  createIndexedDbPersistence,
  openBackendDatabase,
} from '../db/indexed-db-persistence';
import { createSeed } from '../db/seed';
import { createStore } from '../db/store';
import { PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { createClock, storedClockOffset } from '../domain/clock';
import { createNetworkSimulationSetting, storedNetworkSimulation } from '../domain/demo/network-simulation';
import { upkeep } from '../domain/upkeep';
import { storageName } from '@/lib/storage-namespace';
import type { DemoSettings } from '../db/demo-settings';

// Each deployment (base path) on an origin keeps its own lock, as it has its own databases.
const LOCK_NAME = storageName('studio-senja-backend', import.meta.env.BASE_URL);

export interface ServiceWorkerBackendOptions {
  settings: DemoSettings;
  /** Told when the stored data could not be used and the demo started over from the seed. */
  onNotice: (message: string) => void;
  /** Told when the store stopped for good (a newer build took the database over); requests then answer 503. */
  onStopped: (message: string) => void;
}

/**
 * The emulated backend as the service worker keeps it: the store and the uploaded files in IndexedDB, the
 * demo clock and the simulated network read from their saved settings before the first answer. The browser
 * may stop the worker whenever it is idle; the next start reads everything back from here.
 */
export async function createServiceWorkerBackend({
  settings,
  onNotice,
  onStopped,
}: ServiceWorkerBackendOptions): Promise<Backend> {
  const [storedOffset, storedNetwork] = await Promise.all([settings.read('clock-offset'), settings.read('network')]);
  // An offset that is damaged or puts the clock outside the demo's range is ignored: the real time is used.
  const clock = createClock(storedClockOffset(storedOffset), Date.now, (offsetMs) =>
    settings.write('clock-offset', String(offsetMs)),
  );
  const database = openBackendDatabase({ onStopped: (error) => onStopped(error.message) });
  const store = createStore({
    persistence: createIndexedDbPersistence(database),
    // Made on the worker's own thread, which is never the page's.
    seed: () =>
      createSeed({
        now: clock.now(),
        assetBase: import.meta.env.BASE_URL,
        passwordHashIterations: PASSWORD_HASH_ITERATIONS,
      }),
    withLock: createCrossTabLock(LOCK_NAME),
    onNotice,
    onStopped,
    maintain: (db) => upkeep(db, clock.now()),
  });
  // The simulated network outlives a reload, so a designer can watch a page load slowly from its start.
  const network = createNetworkSimulationSetting(storedNetworkSimulation(storedNetwork), (simulation) =>
    settings.write('network', JSON.stringify(simulation)),
  );
  return {
    store,
    files: createIndexedDbFileStore(database),
    clock,
    passwordHashIterations: PASSWORD_HASH_ITERATIONS,
    assetBase: import.meta.env.BASE_URL,
    network,
  };
}
