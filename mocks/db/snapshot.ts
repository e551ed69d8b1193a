import { DB_SCHEMA_VERSION, tableNames, type Db } from './schema';

/** The stored form of the database: its schema version, a revision that grows with every commit, the tables. */
export interface Snapshot {
  schemaVersion: number;
  revision: number;
  db: Db;
}

export type SnapshotCheck = { status: 'valid'; snapshot: Snapshot } | { status: 'outdated' } | { status: 'corrupt' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tells a usable stored snapshot from an outdated or damaged one. */
export function checkSnapshot(value: unknown): SnapshotCheck {
  if (!isRecord(value) || typeof value.schemaVersion !== 'number') return { status: 'corrupt' };
  if (value.schemaVersion !== DB_SCHEMA_VERSION) return { status: 'outdated' };
  const { db, revision } = value;
  if (typeof revision !== 'number' || !isRecord(db) || !isRecord(db.sequences)) return { status: 'corrupt' };
  const tablesAreLists = tableNames.every((table) => Array.isArray(db[table]));
  if (!tablesAreLists) return { status: 'corrupt' };
  return { status: 'valid', snapshot: value as unknown as Snapshot };
}
