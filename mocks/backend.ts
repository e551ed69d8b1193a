import type { FileStore } from './db/file-store';
import type { Store } from './db/store';
import type { Clock } from './domain/clock';
import type { NetworkSimulationSetting } from './domain/demo/network-simulation';

/**
 * What the handlers work on: the store, the uploaded files, the clock every rule reads, the cost of a
 * password hash, where the app's own images are, and the network the demo simulates.
 */
export interface Backend {
  store: Store;
  files: FileStore;
  clock: Clock;
  /** PBKDF2 rounds for the passwords of new accounts (and of the seed's). */
  passwordHashIterations: number;
  /** Prefix of the app's own images (the seed's and the demo scenarios'): the app's base path. */
  assetBase: string;
  network: NetworkSimulationSetting;
}
