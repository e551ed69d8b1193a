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
}

export interface Store {
  /** Reads and changes the database as one unit: nothing else runs meanwhile, and the change is stored before it returns. */
  transact<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Reads the latest committed database. */
  read<T>(work: (db: Db) => T | Promise<T>): Promise<T>;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
}

export function createStore({ persistence, seed, withLock = createSerialQueue(), onNotice }: StoreOptions): Store {
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

  return {
    transact: (work) =>
      withLock(async () => {
        const db = await latest();
        try {
          const result = await work(db);
          const revision = (current?.revision ?? 0) + 1;
          await persistence.save({ schemaVersion: DB_SCHEMA_VERSION, revision, db });
          current = { revision, db };
          return result;
        } catch (error) {
          // Rules refuse before they change anything; anything else may have half-changed the copy in memory.
          if (!(error instanceof DomainError)) current = undefined;
          throw error;
        }
      }),
    read: (work) => withLock(async () => work(await latest())),
    reset: () =>
      withLock(async () => {
        const storedRevision = await persistence.readRevision();
        await replaceWithSeed((storedRevision ?? 0) + 1);
      }),
  };
}
