import { newestFirst } from '@/lib/rules/ordering';

/**
 * Lookups over a table, made once per table: a committed table never changes (it is frozen, see draft.ts), so
 * its lookup serves every request until a change replaces the table, and only that table's lookups are made
 * again. A table a draft is still changing is not frozen: its lookup is made afresh.
 */
const lookups = new WeakMap<readonly unknown[], Map<unknown, unknown>>();

function cached<Row, Lookup>(rows: readonly Row[], keyOf: unknown, make: () => Lookup): Lookup {
  if (!Object.isFrozen(rows)) return make();
  let ofTable = lookups.get(rows);
  if (!ofTable) {
    ofTable = new Map();
    lookups.set(rows, ofTable);
  }
  let lookup = ofTable.get(keyOf) as Lookup | undefined;
  if (lookup === undefined) {
    lookup = make();
    ofTable.set(keyOf, lookup);
  }
  return lookup;
}

/** The rows by a key each has once (an id): `keyOf` must be one function kept for it, so it is found again. */
export function rowsByKey<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): ReadonlyMap<Key, Row> {
  return cached(rows, keyOf, () => new Map(rows.map((row) => [keyOf(row), row])));
}

/** The rows grouped by a key many may share (a reservation's id), in table order. */
export function rowsGroupedBy<Row, Key>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
): ReadonlyMap<Key, readonly Row[]> {
  return cached(rows, keyOf, () => {
    const groups = new Map<Key, Row[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    return groups;
  });
}

/** A table's rows newest first (`newestFirst`), as every list answers them: a filter of it keeps that order. */
export function rowsNewestFirst<Row extends { id: number; createdAt: string }>(rows: readonly Row[]): readonly Row[] {
  return cached(rows, newestFirst, () => newestFirst(rows));
}

export const byId = (row: { id: number }) => row.id;
export const byCategory = (row: { categoryId: number }) => row.categoryId;
export const byReservation = (row: { reservationId: number }) => row.reservationId;
export const byTransaction = (row: { transactionId: number }) => row.transactionId;
