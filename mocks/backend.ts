import type { FileStore } from './db/file-store';
import type { Store } from './db/store';
import type { Clock } from './domain/clock';

/** What the handlers work on: the store, the uploaded files, the clock every rule reads, and the cost of a password hash. */
export interface Backend {
  store: Store;
  files: FileStore;
  clock: Clock;
  /** PBKDF2 rounds for the passwords of new accounts (and of the seed's). */
  passwordHashIterations: number;
}
