import { changesOf, deepFreeze, draftOf, finishDraft, type Change, type Draft } from './draft';
import { createSerialQueue } from './exclusive';
import { replayJournal } from './journal';
import { JournalConflictError, type Persistence } from './persistence';
import { DB_SCHEMA_VERSION, type Db } from './schema';
import { checkSnapshot, isFromNewerVersion } from './snapshot';
import { STOP_MESSAGES, StoreStoppedError } from './store-stopped';

export const RESEED_NOTICES = {
  outdated: 'Data demo diperbarui ke versi terbaru, jadi data contoh dimuat ulang.',
  corrupt: 'Data demo yang tersimpan rusak, jadi data contoh dimuat ulang.',
} as const;

/** How often a change is done again when another writer stored a commit before it could. */
const CHANGE_ATTEMPTS = 3;

/** How many journaled changes make a new snapshot worth writing: a few thousand commits of a request each. */
export const COMPACT_AFTER_CHANGES = 10_000;

/**
 * What a commit made of the database: the changes a draft wrote down over the one before, or everything replaced
 * at once (a reset, a reseed, a migration, or data another writer stored read back), which names no change.
 */
export type StoreCommit =
  | { revision: number; before: Db; after: Db; changes: readonly Change[] }
  | { revision: number; after: Db; changes: 'all' };

export interface StoreOptions {
  persistence: Persistence;
  /** Builds a fresh database: the seed. */
  seed: () => Promise<Db>;
  /** Serialises changes with other tabs; defaults to serialising within this one. Reads never take it. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Told when stored data could not be used and was replaced by a fresh seed, or a compaction failed. */
  onNotice?: (message: string) => void;
  /**
   * Upkeep that time alone makes due (such as expiring overdue payments), run on a draft before every read
   * and change: what it changes is committed on its own, before the read or change goes on.
   */
  maintain?: (db: Draft) => void;
  /**
   * Told once when the store stops for good (a newer build's data is stored, or the browser closed the
   * database): it refuses every read and change from then on, and the page must be reloaded.
   */
  onStopped?: (message: string) => void;
  /** The schema version this build reads and writes; tests set another to play an older or newer build. */
  schemaVersion?: number;
  /** How many journaled changes make the store write a new snapshot (`COMPACT_AFTER_CHANGES`). */
  compactAfterChanges?: number;
  /**
   * Told after every commit, the upkeep's included, once every read sees it (the live changes, event-hub.ts), and
   * of the data first loaded or replaced as everything. It runs inside the change's lock: it must be quick and
   * must not throw.
   */
  onCommit?: (commit: StoreCommit) => void;
}

export interface Store {
  /**
   * Changes the database as one unit: `work` gets a draft of the latest committed database, no other change
   * runs meanwhile, and what it changed is stored before this resolves. A draft whose work throws is dropped.
   */
  transact<T>(work: (db: Draft) => T | Promise<T>): Promise<T>;
  /** Reads the latest committed database, without waiting for a change under way. */
  read<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
  /** Writes everything as one snapshot, so the journal starts empty (on a clean stop, or as changes pile up). */
  compact(): Promise<void>;
}

interface Committed {
  revision: number;
  db: Db;
}

const hasChanges = (draft: Draft) => changesOf(draft).length > 0;

export function createStore({
  persistence,
  seed,
  withLock = createSerialQueue(),
  onNotice,
  maintain,
  onStopped,
  schemaVersion = DB_SCHEMA_VERSION,
  compactAfterChanges = COMPACT_AFTER_CHANGES,
  onCommit,
}: StoreOptions): Store {
  let committed: Committed | undefined;
  let stopped: StoreStoppedError | undefined;
  /** The changes in the journal since the stored snapshot. */
  let journalChanges = 0;
  let compactionScheduled = false;

  function stop(error: StoreStoppedError): StoreStoppedError {
    if (!stopped) {
      stopped = error;
      committed = undefined;
      onStopped?.(error.message);
    }
    return stopped;
  }

  /** Runs a step of the store unless it has stopped; a stop met on the way stops it for good. */
  async function unlessStopped<T>(step: () => Promise<T>): Promise<T> {
    if (stopped) throw stopped;
    try {
      return await step();
    } catch (error) {
      throw error instanceof StoreStoppedError ? stop(error) : error;
    }
  }

  async function replaceWith(db: Db, revision: number): Promise<Committed> {
    const frozen = deepFreeze(db);
    await persistence.replace({ schemaVersion, revision, db: frozen });
    journalChanges = 0;
    committed = { revision, db: frozen };
    onCommit?.({ revision, after: frozen, changes: 'all' });
    return committed;
  }

  /**
   * What is stored, read back: the snapshot with the journal applied. A newer build's data stops this store;
   * an older version's is migrated and stored as a snapshot; what cannot be used is replaced by the seed, with
   * a notice; nothing stored yet is the seed.
   */
  async function load(): Promise<Committed> {
    const stored = await persistence.load();
    const nextRevision = ((await persistence.readRevision()) ?? 0) + 1;
    if (!stored) return replaceWith(await seed(), nextRevision);
    const replayed = replayJournal(stored.snapshot, stored.journal);
    const check = replayed.status === 'replayed' ? checkSnapshot(replayed.snapshot, schemaVersion) : undefined;
    if (check?.status === 'newer') throw new StoreStoppedError(STOP_MESSAGES.newerVersion);
    if (check?.status !== 'valid') {
      onNotice?.(RESEED_NOTICES[check?.status ?? 'corrupt']);
      return replaceWith(await seed(), nextRevision);
    }
    const { snapshot } = check;
    if (check.migrated) return replaceWith(snapshot.db, snapshot.revision + 1);
    journalChanges = replayed.status === 'replayed' ? replayed.changes : 0;
    const earlier = committed;
    committed = { revision: snapshot.revision, db: deepFreeze(snapshot.db) };
    // The first load is told as everything (where the revisions start); another writer's commits read back name
    // no change of their own here either, so whoever listens refetches everything.
    if (earlier?.revision !== committed.revision)
      onCommit?.({ revision: committed.revision, after: committed.db, changes: 'all' });
    return committed;
  }

  /** The committed database: kept while no other tab has committed since, read back otherwise. */
  async function latest(): Promise<Committed> {
    const storedRevision = await persistence.readRevision();
    if (committed && storedRevision === committed.revision) return committed;
    return load();
  }

  async function compactNow(): Promise<void> {
    const base = await latest();
    await persistence.replace({ schemaVersion, revision: base.revision, db: base.db });
    journalChanges = 0;
  }

  /** Compacts once the changes now committed are done with the lock; a failure leaves the journal as it was. */
  function scheduleCompaction(): void {
    if (compactionScheduled) return;
    compactionScheduled = true;
    void withLock(() => unlessStopped(compactNow))
      .catch((error: unknown) => {
        onNotice?.(`The store could not write a new snapshot; its journal goes on growing. ${String(error)}`);
      })
      .finally(() => {
        compactionScheduled = false;
      });
  }

  /** Stores a draft's changes after `base`, then makes them what every read sees. */
  async function commit(base: Committed, draft: Draft): Promise<Committed> {
    const changes = changesOf(draft);
    const revision = base.revision + 1;
    await persistence.append({ schemaVersion, revision, changes });
    committed = { revision, db: finishDraft(draft) };
    onCommit?.({ revision, before: base.db, after: committed.db, changes });
    journalChanges += changes.length;
    if (journalChanges >= compactAfterChanges) scheduleCompaction();
    return committed;
  }

  /** The database with the upkeep that is due committed first (under the lock). */
  async function keptUp(base: Committed): Promise<Committed> {
    if (!maintain) return base;
    const draft = draftOf(base.db);
    maintain(draft);
    return hasChanges(draft) ? commit(base, draft) : base;
  }

  /** Whether time alone made upkeep due on a database: it is tried on a draft, which is then dropped. */
  function upkeepDue(db: Db): boolean {
    if (!maintain) return false;
    const draft = draftOf(db);
    maintain(draft);
    return hasChanges(draft);
  }

  /**
   * What a read reads: the committed database, unless another tab committed since (then it is read back under
   * the lock) or upkeep fell due (then it is committed first, under the lock: the one time a read waits).
   */
  async function readable(): Promise<Db> {
    const storedRevision = await persistence.readRevision();
    const current = committed && storedRevision === committed.revision ? committed : undefined;
    if (current && !upkeepDue(current.db)) return current.db;
    return withLock(() => unlessStopped(async () => (await keptUp(await latest())).db));
  }

  /** Replaces the stored data with the seed, unless a newer build wrote it. */
  async function reseed(): Promise<void> {
    const stored = await persistence.load();
    if (stored && isFromNewerVersion(stored.snapshot, schemaVersion))
      throw new StoreStoppedError(STOP_MESSAGES.newerVersion);
    await replaceWith(await seed(), ((await persistence.readRevision()) ?? 0) + 1);
  }

  /**
   * A change on a draft of the latest data, committed. Should another writer (a tab without this one's lock)
   * have stored a commit meanwhile, the change is done again on what it stored.
   */
  async function change<T>(work: (db: Draft) => T | Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const base = await keptUp(await latest());
        const draft = draftOf(base.db);
        const result = await work(draft);
        if (hasChanges(draft)) await commit(base, draft);
        return result;
      } catch (error) {
        if (!(error instanceof JournalConflictError) || attempt >= CHANGE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    transact: (work) => withLock(() => unlessStopped(() => change(work))),
    read: (work) => unlessStopped(async () => work(await readable())),
    reset: () => withLock(() => unlessStopped(reseed)),
    compact: () => withLock(() => unlessStopped(compactNow)),
  };
}
