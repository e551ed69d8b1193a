import type { FileStore } from './db/file-store';
import type { Store } from './db/store';
import type { PasswordHasher } from './domain/accounts/passwords';
import type { Clock } from './domain/clock';
import type { NetworkSimulationSetting } from './domain/demo/network-simulation';
import type { EventHub } from './domain/events/event-hub';

/**
 * What the handlers work on: the store, the uploaded files, the clock every rule reads, the cost of a
 * password hash and who computes it, where the app's own images are, the network the demo simulates, and the
 * live changes its commits tell.
 */
export interface Backend {
  store: Store;
  files: FileStore;
  clock: Clock;
  /** PBKDF2 rounds for the passwords of new accounts (and of the seed's). */
  passwordHashIterations: number;
  /** How passwords are hashed and checked: on WebCrypto, or on threads of the HTTP server's own. */
  passwordHasher: PasswordHasher;
  /** Prefix of the app's own images (the seed's and the demo scenarios'): the app's base path. */
  assetBase: string;
  network: NetworkSimulationSetting;
  /** Each commit's changes, told to whoever listens (`GET /events`, the service worker's pages). */
  events: EventHub;
}
