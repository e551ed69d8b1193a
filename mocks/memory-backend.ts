import type { Backend } from './backend';
import { createMemoryFileStore } from './db/file-store';
import { createMemoryPersistence } from './db/persistence';
import { createSeed } from './db/seed';
import { createStore } from './db/store';
import { createClock, type Clock } from './domain/clock';
import { expireOverdue } from './domain/expiry';

/** A backend in plain memory, seeded on first use: for tests and Storybook. */
export function createMemoryBackend({ clock = createClock(), assetBase = '/' }: { clock?: Clock; assetBase?: string } = {}): Backend {
  const store = createStore({
    persistence: createMemoryPersistence(),
    seed: () => createSeed({ now: clock.now(), assetBase }),
    maintain: (db) => expireOverdue(db, clock.now()) > 0,
  });
  return { store, files: createMemoryFileStore(), clock };
}
