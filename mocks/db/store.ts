import { DomainError } from '../domain/errors';
import { createSerialQueue } from './exclusive';
import type { Persistence } from './persistence';
import { DB_SCHEMA_VERSION, type Db } from './schema';
import { checkSnapshot } from './snapshot';

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
}

export interface Store {
  /** Reads and changes the database as one unit: nothing else runs meanwhile, and the change is stored before it returns. */
  transact<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Reads the latest committed database. */
  read<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
}

export function createStore({ persistence, seed, withLock = createSerialQueue(), onNotice, maintain }: StoreOptions): Store {
  let current: { revision: number; db: Db } | undefined;

  async function replaceWithSeed(revision: number): Promise<Db> {
    const db = await seed();
    current = { revision, db };
    await persistence.save({ schemaVersion: DB_SCHEMA_VERSION, revision, db });
    return db;
  }

  /** The committed database: reused while no other tab has committed since, reloaded otherwise. */
  async function latest(): Promise<Db> {
    const storedRevision = await persistence.readRevision();
    if (current && storedRevision === current.revision) return current.db;
    if (storedRevision === undefined) return replaceWithSeed(1);
    const check = checkSnapshot(await persistence.load());
    if (check.status !== 'valid') {
      onNotice?.(RESEED_NOTICES[check.status]);
      return replaceWithSeed(storedRevision + 1);
    }
    current = { revision: check.snapshot.revision, db: check.snapshot.db };
    return current.db;
  }

  async function commit(db: Db): Promise<void> {
    const revision = (current?.revision ?? 0) + 1;
    await persistence.save({ schemaVersion: DB_SCHEMA_VERSION, revision, db });
    current = { revision, db };
  }

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
      if (!(error instanceof DomainError)) current = undefined;
      else if (maintained) await commit(db);
      throw error;
    }
  }

  return {
    transact: (work) => withLock(() => run(work, true)),
    read: (work) => withLock(() => run(work, false)),
    reset: () =>
      withLock(async () => {
        const storedRevision = await persistence.readRevision();
        await replaceWithSeed((storedRevision ?? 0) + 1);
      }),
  };
}
