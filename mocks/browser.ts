import type { Backend } from './backend';
import { createCrossTabLock } from './db/exclusive';
import { createIndexedDbFileStore, createIndexedDbPersistence, openBackendDatabase } from './db/indexed-db-persistence';
import { createStore } from './db/store';
import { StoreStoppedError } from './db/store-stopped';
import { createClock, storedClockOffset } from './domain/clock';
import { createNetworkSimulationSetting, storedNetworkSimulation } from './domain/demo/network-simulation';
import { PASSWORD_HASH_ITERATIONS } from './domain/accounts/passwords';
import { upkeep } from './domain/upkeep';
import { storageName } from '../src/lib/storage-namespace';

/**
 * Waits for the next task, so the browser can paint and answer input between the steps of starting: each
 * module group is evaluated in a task of its own rather than all of them in one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each deployment (base path) on an origin keeps its own settings and its own lock, as it has its own database.
const CLOCK_OFFSET_KEY = storageName('studio-senja-demo-clock-offset', import.meta.env.BASE_URL);
const NETWORK_SIMULATION_KEY = storageName('studio-senja-demo-network', import.meta.env.BASE_URL);
const LOCK_NAME = storageName('studio-senja-backend', import.meta.env.BASE_URL);

export interface StartOptions {
  /** Told when the stored data could not be used and the demo started over from the seed. */
  onNotice: (message: string) => void;
  /**
   * Told once when this tab's backend stops for good: a newer version of the app took over the stored data,
   * another tab keeps an older version open, or the browser closed the database. The page must be reloaded;
   * until then every request is answered 503 with the same message.
   */
  onStopped: (message: string) => void;
}

/** Calls `report` the first time only: a stop is seen both by the database and by the store that uses it. */
function once(report: (message: string) => void): (message: string) => void {
  let reported = false;
  return (message) => {
    if (reported) return;
    reported = true;
    report(message);
  };
}

/** Starts the emulated backend in this tab: the service worker, and the store in IndexedDB. */
export async function startMockBackend({ onNotice, onStopped }: StartOptions): Promise<Backend> {
  const { setupWorker } = await import('msw/browser');
  await nextTask();
  const { createHandlers } = await import('./handlers/all-handlers');
  await nextTask();
  // An offset that is damaged or puts the clock outside the demo's range is ignored: the real time is used.
  const clock = createClock(storedClockOffset(localStorage.getItem(CLOCK_OFFSET_KEY)), Date.now, (offsetMs) =>
    localStorage.setItem(CLOCK_OFFSET_KEY, String(offsetMs)),
  );
  const reportStop = once(onStopped);
  const database = openBackendDatabase({ onStopped: (error) => reportStop(error.message) });
  const store = createStore({
    persistence: createIndexedDbPersistence(database),
    // The seed brings faker (the largest part of the emulated backend): it loads only when the store has to
    // be seeded, so a returning visit, whose data is already in IndexedDB, never downloads it, and it is made
    // in a worker, off the main thread of a page that is starting.
    seed: async () => {
      const { createSeedInWorker } = await import('./db/seed-in-worker');
      return createSeedInWorker({
        now: clock.now(),
        assetBase: import.meta.env.BASE_URL,
        passwordHashIterations: PASSWORD_HASH_ITERATIONS,
      });
    },
    withLock: createCrossTabLock(LOCK_NAME),
    onNotice,
    onStopped: reportStop,
    maintain: (db) => upkeep(db, clock.now()),
  });
  // The simulated network outlives a reload, so a designer can watch a page load slowly from its start.
  const network = createNetworkSimulationSetting(
    storedNetworkSimulation(localStorage.getItem(NETWORK_SIMULATION_KEY)),
    (settings) => localStorage.setItem(NETWORK_SIMULATION_KEY, JSON.stringify(settings)),
  );
  const backend = {
    store,
    files: createIndexedDbFileStore(database),
    clock,
    passwordHashIterations: PASSWORD_HASH_ITERATIONS,
    assetBase: import.meta.env.BASE_URL,
    network,
  };
  const worker = setupWorker(...createHandlers(backend));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  try {
    await store.read(() => undefined);
  } catch (error) {
    // A stopped store has said why (`onStopped`); the worker keeps answering, with that message.
    if (!(error instanceof StoreStoppedError)) throw error;
  }
  return backend;
}
