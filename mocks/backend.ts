import type { Clock } from './domain/clock';
import type { Store } from './db/store';

/** What the handlers work on: the store and the clock every rule reads. */
export interface Backend {
  store: Store;
  clock: Clock;
}
