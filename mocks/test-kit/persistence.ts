import { createMemoryPersistence, type Persistence } from '../db/persistence';
import type { JournalEntry } from '../db/journal';
import type { Snapshot } from '../db/snapshot';

/**
 * For tests: a persistence that holds `stored` as it is (perhaps damaged, or of another version) as its
 * snapshot, at revision 4 with `journal` after it (none unless given), until something replaces it; from then
 * on what was stored, kept in `memory`.
 */
export function persistenceHolding(
  stored: unknown,
  journal: readonly JournalEntry[] = [],
): { persistence: Persistence; memory: Persistence } {
  const memory = createMemoryPersistence();
  let replaced = false;
  const persistence: Persistence = {
    readRevision: () => (replaced ? memory.readRevision() : Promise.resolve(4 + journal.length)),
    load: () =>
      replaced
        ? memory.load()
        : Promise.resolve({ snapshot: structuredClone(stored), journal: structuredClone([...journal]) }),
    append: async (entry) => {
      // The journal follows the snapshot held: it is stored as it is, for the entry to follow on.
      if (!replaced) await persistence.replace(stored as Snapshot);
      await memory.append(entry);
    },
    replace: async (snapshot) => {
      replaced = true;
      await memory.replace(snapshot);
    },
  };
  return { persistence, memory };
}
