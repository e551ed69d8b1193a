import { DomainError } from '../domain/errors';
import { createSerialQueue } from './exclusive';
import type { Persistence } from './persistence';
import { DB_SCHEMA_VERSION, type Db } from './schema';
import { checkSnapshot, isFromNewerVersion } from './snapshot';
import { STOP_MESSAGES, StoreStoppedError } from './store-stopped';

export const RESEED_NOTICES = {
  outdated: 'Data demo diperbarui ke versi terbaru, jadi data contoh dimuat ulang.',
  corrupt: 'Data demo yang tersimpan rusak, jadi data contoh dimuat ulang.',
} as const;

export interface StoreOptions {
  persistence: Persistence;
  /** Builds a fresh database: the seed. */
  seed: () => Promise<Db>;
  /** Serialises work with other tabs; defaults to serialising within this one. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Told when stored data could not be used and was replaced by a fresh seed. */
  onNotice?: (message: string) => void;
  /**
   * Upkeep that time alone makes due (such as expiring overdue payments), run before every read and
   * change; it answers whether it changed anything.
   */
  maintain?: (db: Db) => boolean;
  /**
   * Told once when the store stops for good (a newer build's data is stored, or the browser closed the
   * database): it refuses every read and change from then on, and the page must be reloaded.
   */
  onStopped?: (message: string) => void;
  /** The schema version this build reads and writes; tests set another to play an older or newer build. */
  schemaVersion?: number;
}

export interface Store {
  /** Reads and changes the database as one unit: nothing else runs meanwhile, and the change is stored before it returns. */
  transact<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Reads the latest committed database. */
  read<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
}

export function createStore({
  persistence,
  seed,
  withLock = createSerialQueue(),
  onNotice,
  maintain,
  onStopped,
  schemaVersion = DB_SCHEMA_VERSION,
}: StoreOptions): Store {
  let current: { revision: number; db: Db } | undefined;
  let stopped: StoreStoppedError | undefined;

  function stop(error: StoreStoppedError): StoreStoppedError {
    if (!stopped) {
      stopped = error;
      current = undefined;
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

  async function save(revision: number, db: Db): Promise<void> {
    await persistence.save({ schemaVersion, revision, db });
    current = { revision, db };
  }

  async function replaceWithSeed(revision: number): Promise<Db> {
    const db = await seed();
    await save(revision, db);
    return db;
  }

  /**
   * The committed database: reused while no other tab has committed since, reloaded otherwise. A newer
   * build's data stops this store; an older version's is migrated and stored; what cannot be used is
   * replaced by the seed, with a notice.
   */
  async function latest(): Promise<Db> {
    const storedRevision = await persistence.readRevision();
    if (current && storedRevision === current.revision) return current.db;
    if (storedRevision === undefined) return replaceWithSeed(1);
    const check = checkSnapshot(await persistence.load(), schemaVersion);
    if (check.status === 'newer') throw new StoreStoppedError(STOP_MESSAGES.newerVersion);
    if (check.status !== 'valid') {
      onNotice?.(RESEED_NOTICES[check.status]);
      return replaceWithSeed(storedRevision + 1);
    }
    const { snapshot } = check;
    if (check.migrated) await save(storedRevision + 1, snapshot.db);
    else current = { revision: snapshot.revision, db: snapshot.db };
    return snapshot.db;
  }

  const commit = (db: Db) => save((current?.revision ?? 0) + 1, db);

  /** Runs work on the latest database; commits when asked to, or when upkeep changed something. */
  async function run<T>(work: (db: Db) => T | Promise<T>, commitAfterwards: boolean): Promise<T> {
    const db = await latest();
    let maintained = false;
    try {
      maintained = maintain?.(db) ?? false;
      const result = await work(db);
      if (commitAfterwards || maintained) await commit(db);
      return result;
    } catch (error) {
      // Rules refuse before they change anything, so the upkeep is still worth keeping; anything else
      // may have half-changed the copy in memory, which is then dropped for the stored one.
      if (error instanceof StoreStoppedError || !(error instanceof DomainError)) current = undefined;
      else if (maintained) await commit(db);
      throw error;
    }
  }

  /** Replaces the stored data with the seed, unless a newer build wrote it. */
  async function reseed(): Promise<void> {
    const storedRevision = await persistence.readRevision();
    if (
      storedRevision !== undefined &&
      storedRevision !== current?.revision &&
      isFromNewerVersion(await persistence.load(), schemaVersion)
    ) {
      throw new StoreStoppedError(STOP_MESSAGES.newerVersion);
    }
    await replaceWithSeed((storedRevision ?? 0) + 1);
  }

  return {
    transact: (work) => withLock(() => unlessStopped(() => run(work, true))),
    read: (work) => withLock(() => unlessStopped(() => run(work, false))),
    reset: () => withLock(() => unlessStopped(reseed)),
  };
}
