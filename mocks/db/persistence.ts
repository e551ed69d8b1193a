import type { Snapshot } from './snapshot';

/** Where the store keeps its committed state between requests (and, in the browser, between reloads). */
export interface Persistence {
  /** The revision of what is stored, or undefined when nothing is: a cheap check for changes from elsewhere. */
  readRevision(): Promise<number | undefined>;
  /** What is stored, unchecked: it may be old or damaged. */
  load(): Promise<unknown>;
  save(snapshot: Snapshot): Promise<void>;
}

/** Plain memory, for tests and Storybook: each copy in and out is a deep clone, as a real store would be. */
export function createMemoryPersistence(): Persistence {
  let stored: Snapshot | undefined;
  return {
    readRevision: () => Promise.resolve(stored?.revision),
    load: () => Promise.resolve(stored === undefined ? undefined : structuredClone(stored)),
    save: (snapshot) => {
      stored = structuredClone(snapshot);
      return Promise.resolve();
    },
  };
}
