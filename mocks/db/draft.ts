import type { Db, Sequences, TableName, TableWithIds, Tables } from './schema';

/**
 * The store's data never changes once committed: a request reads the committed database as it is, whatever
 * commits meanwhile. A change is made on a draft instead: a copy of the database's top level whose tables are
 * copied on their first change, and whose rows are replaced, never edited (they are frozen). The draft writes
 * down each change as the journal keeps it, so a commit stores what changed and nothing else.
 */

export type RowOf<T extends TableName> = Tables[T][number];

/** What names a row in its table: its id, a session's token, a failed sign-in's email and instant. */
export type RowKey = number | string;

/**
 * One change, as the journal keeps it: a row added at the end of its table, a row replacing the one with its
 * key, the rows of some keys removed, or the sequences as they now are.
 */
export type Change =
  | readonly ['add', TableName, RowOf<TableName>]
  | readonly ['set', TableName, RowOf<TableName>]
  | readonly ['remove', TableName, readonly RowKey[]]
  | readonly ['sequences', Sequences];

const rowKeys: { [T in TableName]: (row: RowOf<T>) => RowKey } = {
  users: (row) => row.id,
  tokens: (row) => row.token,
  loginFailures: (row) => `${row.email} ${row.failedAt}`,
  categories: (row) => row.id,
  packages: (row) => row.id,
  addons: (row) => row.id,
  timeSlots: (row) => row.id,
  reservations: (row) => row.id,
  reservationDetails: (row) => row.id,
  transactions: (row) => row.id,
  transactionDetails: (row) => row.id,
  reviews: (row) => row.id,
  reschedules: (row) => row.id,
  closures: (row) => row.id,
  reminders: (row) => row.id,
  settings: (row) => row.id,
  refunds: (row) => row.id,
  vouchers: (row) => row.id,
  charges: (row) => row.id,
  gatewayPayments: (row) => row.id,
  gatewayKeys: (row) => row.id,
  digests: (row) => row.id,
  uploads: (row) => row.id,
  albums: (row) => row.id,
  albumPhotos: (row) => row.id,
};

export function keyOf<T extends TableName>(table: T, row: RowOf<T>): RowKey {
  return rowKeys[table](row);
}

/** Freezes a value and everything in it: a row, once made, is never edited, only replaced. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

const DRAFT = Symbol('draft');

interface DraftState {
  /** The tables this draft copied already: a change edits its own copy, never the committed table. */
  owned: Set<TableName>;
  ownsSequences: boolean;
  changes: Change[];
  sequencesChanged: boolean;
  removed: Map<TableName, RowOf<TableName>[]>;
}

/** A database being changed: read it as any other, change it only with the functions below. */
export interface Draft extends Db {
  readonly [DRAFT]: DraftState;
}

type Writable = { -readonly [T in TableName]: RowOf<T>[] } & { sequences: Sequences };

const writable = (db: Draft) => db as unknown as Writable;

/** A draft of a committed database: nothing is copied until it changes. */
export function draftOf(db: Db): Draft {
  const state: DraftState = {
    owned: new Set(),
    ownsSequences: false,
    changes: [],
    sequencesChanged: false,
    removed: new Map(),
  };
  return { ...db, [DRAFT]: state };
}

function ownTable<T extends TableName>(db: Draft, table: T): RowOf<T>[] {
  const state = db[DRAFT];
  const tables = writable(db);
  if (!state.owned.has(table)) {
    tables[table] = [...db[table]] as Writable[T];
    state.owned.add(table);
  }
  return tables[table];
}

const hasId = (row: object): row is { id: number } => 'id' in row;

/**
 * Adds a row at the end of its table; answers it, frozen. A table with ids keeps its rows in the order of their
 * ids (lookups rely on it, table-index.ts): a row whose id is not above the last one's is refused.
 */
export function insertRow<T extends TableName>(db: Draft, table: T, row: RowOf<T>): RowOf<T> {
  const frozen = deepFreeze(row);
  const rows = ownTable(db, table);
  const last = rows.at(-1);
  if (hasId(frozen) && last && hasId(last) && frozen.id <= last.id)
    throw new Error(`insertRow: ${table} ${frozen.id} would come after ${last.id}: ids only grow`);
  rows.push(frozen);
  db[DRAFT].changes.push(['add', table, frozen]);
  return frozen;
}

/**
 * Replaces a row by a copy with some fields changed; answers the new row, which is the one to go on with (the
 * one given is no longer in the table). The row must be the table's current one.
 */
export function updateRow<T extends TableName>(
  db: Draft,
  table: T,
  row: RowOf<T>,
  changes: Partial<RowOf<T>>,
): RowOf<T> {
  const rows = ownTable(db, table);
  const index = rows.indexOf(row);
  if (index < 0) throw new Error(`updateRow: that row is not one of ${table} (an earlier version of it?)`);
  const next = deepFreeze({ ...row, ...changes });
  rows[index] = next;
  db[DRAFT].changes.push(['set', table, next]);
  return next;
}

/** Removes the rows a test picks from a table; answers them. */
export function removeRows<T extends TableName>(db: Draft, table: T, doomed: (row: RowOf<T>) => boolean): RowOf<T>[] {
  const rows = db[table] as readonly RowOf<T>[];
  const first = rows.findIndex(doomed);
  if (first < 0) return [];
  const kept = rows.slice(0, first);
  const removed: RowOf<T>[] = [];
  for (const row of rows.slice(first)) (doomed(row) ? removed : kept).push(row);
  const state = db[DRAFT];
  writable(db)[table] = kept as Writable[T];
  state.owned.add(table);
  state.changes.push(['remove', table, removed.map((row) => keyOf(table, row))]);
  state.removed.set(table, [...(state.removed.get(table) ?? []), ...removed]);
  return removed;
}

/** Hands out the next id of a table. */
export function nextId(db: Draft, table: TableWithIds): number {
  const state = db[DRAFT];
  const tables = writable(db);
  if (!state.ownsSequences) {
    tables.sequences = { ...db.sequences };
    state.ownsSequences = true;
  }
  tables.sequences[table] += 1;
  state.sequencesChanged = true;
  return tables.sequences[table];
}

/** The rows of a table this draft removed so far (an upload's, whose file goes once the removal is committed). */
export function removedRows<T extends TableName>(db: Draft, table: T): readonly RowOf<T>[] {
  return db[DRAFT].removed.get(table) ?? [];
}

/** Every change the draft made, in order, the sequences last. */
export function changesOf(db: Draft): Change[] {
  const state = db[DRAFT];
  return state.sequencesChanged ? [...state.changes, ['sequences', db.sequences]] : [...state.changes];
}

/**
 * The database the draft has become, to commit: plain data without the draft's bookkeeping, frozen like every
 * committed database (its rows are already), so whoever holds it may keep lookups of its tables (table-index.ts).
 */
export function finishDraft(db: Draft): Db {
  const { [DRAFT]: state, ...finished } = db;
  for (const table of state.owned) Object.freeze(finished[table]);
  Object.freeze(finished.sequences);
  return Object.freeze(finished);
}
