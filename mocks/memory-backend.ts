import type { Backend } from './backend';
import { createMemoryFileStore } from './db/file-store';
import { createMemoryPersistence } from './db/persistence';
import type { Db } from './db/schema';
import { createSeed } from './db/seed';
import { createStore } from './db/store';
import { createClock, type Clock } from './domain/clock';
import { createNetworkSimulationSetting } from './domain/demo/network-simulation';
import { createEventHub } from './domain/events/event-hub';
import { TEST_PASSWORD_HASH_ITERATIONS, webCryptoHasher } from './domain/accounts/passwords';
import { upkeep } from './domain/upkeep';

export interface MemoryBackendOptions {
  clock?: Clock;
  /** Prefix of the app's own images (the seed's and the demo scenarios'): the app's base path. */
  assetBase?: string;
  /** PBKDF2 rounds; cheap by default, since nothing real is kept in memory. */
  passwordHashIterations?: number;
}

/** A backend in plain memory, seeded on first use, simulating no network trouble until told to: for tests and Storybook. */
export function createMemoryBackend({
  clock = createClock(),
  assetBase = '/',
  passwordHashIterations = TEST_PASSWORD_HASH_ITERATIONS,
}: MemoryBackendOptions = {}): Backend {
  // Tests reseed before each test at one instant: the seed for an instant is made once, and never changes. Without
  // the year of history, which the demo's seed has: tests and stories reseed often and read whole lists.
  let lastSeed: { at: number; db: Promise<Db> } | undefined;
  const seedAt = (now: Date): Promise<Db> => {
    if (lastSeed?.at !== now.getTime())
      lastSeed = { at: now.getTime(), db: createSeed({ now, assetBase, passwordHashIterations, history: false }) };
    return lastSeed.db;
  };
  const events = createEventHub();
  const store = createStore({
    persistence: createMemoryPersistence(),
    onCommit: events.publish,
    seed: () => seedAt(clock.now()),
    maintain: (db) => upkeep(db, clock.now()),
  });
  return {
    store,
    files: createMemoryFileStore(),
    clock,
    passwordHashIterations,
    passwordHasher: webCryptoHasher,
    assetBase,
    network: createNetworkSimulationSetting(),
    events,
  };
}
