import type { Backend } from './backend';
import { createMemoryPersistence } from './db/persistence';
import { cachedSeed } from './db/seed';
import { createStore } from './db/store';
import { createClock, type Clock } from './domain/clock';

/** A backend in plain memory, seeded on first use: for tests and Storybook. */
export function createMemoryBackend({ clock = createClock(), assetBase = '/' }: { clock?: Clock; assetBase?: string } = {}): Backend {
  const store = createStore({
    persistence: createMemoryPersistence(),
    seed: () => cachedSeed({ now: clock.now(), assetBase }),
  });
  return { store, clock };
}
