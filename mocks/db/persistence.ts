import type { JournalEntry } from './journal';
import type { Snapshot } from './snapshot';

/** What is stored, as read back: a snapshot and the journal's entries after it, both unchecked (journal.ts). */
export interface StoredData {
  snapshot: unknown;
  journal: JournalEntry[];
}

/**
 * Where the store keeps its committed state between requests (and, in the browser, between reloads): a
 * snapshot, and a journal of the commits since, each appended (and on disk) before the store acknowledges it.
 */
export interface Persistence {
  /** The revision of the last commit stored, or undefined when nothing is: a cheap check for changes from elsewhere. */
  readRevision(): Promise<number | undefined>;
  /** What is stored, or undefined when nothing is. */
  load(): Promise<StoredData | undefined>;
  /**
   * Adds one commit's changes right after the last stored (`JournalConflictError` if another writer stored
   * that revision first); stored when it resolves, not at all when it rejects.
   */
  append(entry: JournalEntry): Promise<void>;
  /** Replaces everything stored with a snapshot (a reset, a migration, a compaction): whole or not at all. */
  replace(snapshot: Snapshot): Promise<void>;
}

/**
 * Another writer stored a commit after the one a change started from: a tab that does not share this one's
 * lock. The change is not stored; the store reads back what is and does the change again.
 */
export class JournalConflictError extends Error {
  constructor(revision: number) {
    super(`Revision ${revision} was stored by another writer first.`);
    this.name = 'JournalConflictError';
  }
}

/**
 * Plain memory, for tests and Storybook: what goes in is kept as a deep clone, as a real store would keep it,
 * unless it is frozen (the store's committed data), which nobody can change under it anyway.
 */
export function createMemoryPersistence(): Persistence {
  let stored: StoredData | undefined;
  let revision: number | undefined;
  return {
    readRevision: () => Promise.resolve(revision),
    load: () => Promise.resolve(stored === undefined ? undefined : { ...stored, journal: [...stored.journal] }),
    append(entry) {
      if (!stored) return Promise.reject(new Error('Nothing is stored to append to.'));
      if (revision !== entry.revision - 1) return Promise.reject(new JournalConflictError(entry.revision));
      stored.journal.push(structuredClone(entry));
      revision = entry.revision;
      return Promise.resolve();
    },
    replace(snapshot) {
      stored = { snapshot: Object.isFrozen(snapshot.db) ? snapshot : structuredClone(snapshot), journal: [] };
      revision = snapshot.revision;
      return Promise.resolve();
    },
  };
}
