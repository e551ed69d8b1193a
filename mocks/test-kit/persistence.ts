import { createMemoryPersistence, type Persistence } from '../db/persistence';

/**
 * For tests: a persistence that holds `stored` as it is (perhaps damaged, or of another version), as revision
 * 4, until something is saved; from then on what was saved, kept in `memory`.
 */
export function persistenceHolding(stored: unknown): { persistence: Persistence; memory: Persistence } {
  const memory = createMemoryPersistence();
  let saved = false;
  const persistence: Persistence = {
    readRevision: () => (saved ? memory.readRevision() : Promise.resolve(4)),
    load: () => (saved ? memory.load() : Promise.resolve(structuredClone(stored))),
    save: async (snapshot) => {
      saved = true;
      await memory.save(snapshot);
    },
  };
  return { persistence, memory };
}
