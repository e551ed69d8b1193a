import type { FileStore } from './db/file-store';
import type { Store } from './db/store';
import type { Clock } from './domain/clock';

/** What the handlers work on: the store, the uploaded files, and the clock every rule reads. */
export interface Backend {
  store: Store;
  files: FileStore;
  clock: Clock;
}
