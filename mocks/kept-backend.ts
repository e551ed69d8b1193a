import type { Backend } from './backend';
import type { DemoSettings } from './db/demo-settings';
import type { FileStore } from './db/file-store';
import { createSeed } from './db/seed';
import { createStore, type StoreOptions } from './db/store';
import { webCryptoHasher, type PasswordHasher } from './domain/accounts/passwords';
import { createClock, storedClockOffset } from './domain/clock';
import { createNetworkSimulationSetting, storedNetworkSimulation } from './domain/demo/network-simulation';
import { createEventHub } from './domain/events/event-hub';
import { upkeep } from './domain/upkeep';

/** Where a host keeps the store and the uploaded files, and how its store hears of trouble. */
type KeptStorage = Omit<StoreOptions, 'seed' | 'maintain' | 'schemaVersion'> & { files: FileStore };

export interface KeptBackendOptions {
  /** Where the demo keeps its clock's offset and the simulated network. */
  settings: DemoSettings;
  /** Opens the host's storage, once the settings are read. */
  openStorage: () => KeptStorage;
  /** Prefix of the app's own images (the seed's and the demo scenarios'). */
  assetBase: string;
  passwordHashIterations: number;
  /** Who hashes passwords: WebCrypto unless the host brings its own. */
  passwordHasher?: PasswordHasher;
  /**
   * Whether the simulated network comes back as the demo last set it (the browser's demo: a designer watches a
   * page load slowly from its start), or starts fine on every start (a server others use: a failure mode set
   * once must not outlive a restart).
   */
  networkKept: boolean;
}

/**
 * The emulated backend as a host keeps it between starts: the demo clock and the simulated network as the demo
 * last set them (saved again on every change), and a store seeded at the clock's time and kept up by it.
 */
export async function createKeptBackend({
  settings,
  openStorage,
  assetBase,
  passwordHashIterations,
  passwordHasher = webCryptoHasher,
  networkKept,
}: KeptBackendOptions): Promise<Backend> {
  const [storedOffset, storedNetwork] = await Promise.all([settings.read('clock-offset'), settings.read('network')]);
  // An offset that is damaged or puts the clock outside the demo's range is ignored: the real time is used.
  const clock = createClock(storedClockOffset(storedOffset), Date.now, (offsetMs) =>
    settings.write('clock-offset', String(offsetMs)),
  );
  const { files, ...storage } = openStorage();
  const events = createEventHub();
  const store = createStore({
    ...storage,
    onCommit: events.publish,
    seed: () => createSeed({ now: clock.now(), assetBase, passwordHashIterations, history: true }),
    maintain: (db) => upkeep(db, clock.now()),
  });
  const network = createNetworkSimulationSetting(
    networkKept ? storedNetworkSimulation(storedNetwork) : undefined,
    (simulation) => settings.write('network', JSON.stringify(simulation)),
  );
  return { store, files, clock, passwordHashIterations, passwordHasher, assetBase, network, events };
}
