import type { Backend } from '../backend';
import { createCrossTabLock } from '../db/exclusive';
import {
  createIndexedDbFileStore,
  createIndexedDbPersistence,
  openBackendDatabase,
} from '../db/indexed-db-persistence';
import { PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { createKeptBackend } from '../kept-backend';
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
export function createServiceWorkerBackend({
  settings,
  onNotice,
  onStopped,
}: ServiceWorkerBackendOptions): Promise<Backend> {
  // The seed is made here, on the worker's own thread, which is never the page's.
  return createKeptBackend({
    settings,
    openStorage: () => {
      const database = openBackendDatabase({ onStopped: (error) => onStopped(error.message) });
      return {
        persistence: createIndexedDbPersistence(database),
        files: createIndexedDbFileStore(database),
        withLock: createCrossTabLock(LOCK_NAME),
        onNotice,
        onStopped,
      };
    },
    assetBase: import.meta.env.BASE_URL,
    passwordHashIterations: PASSWORD_HASH_ITERATIONS,
    networkKept: true,
  });
}
