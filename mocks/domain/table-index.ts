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

/**
 * The row with an id, found by halving: every table with ids holds its rows in the order of their ids (draft.ts
 * refuses to add one out of order), so no lookup needs making, and a change to the table costs none.
 */
export function rowWithId<Row extends { id: number }>(rows: readonly Row[], id: number): Row | undefined {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const row = rows[middle]!;
    if (row.id === id) return row;
    if (row.id < id) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** A table's rows by id, as a lookup (see `rowWithId`). */
export const rowsById = <Row extends { id: number }>(rows: readonly Row[]) => ({
  get: (id: number): Row | undefined => rowWithId(rows, id),
});

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

/** The rows a test keeps, in table order: `keep` must be one function kept for it, as `keyOf` above. */
export function rowsWhere<Row>(rows: readonly Row[], keep: (row: Row) => boolean): readonly Row[] {
  return cached(rows, keep, () => rows.filter(keep));
}

/** A table's rows newest first (`newestFirst`), as every list answers them: a filter of it keeps that order. */
export function rowsNewestFirst<Row extends { id: number; createdAt: string }>(rows: readonly Row[]): readonly Row[] {
  return cached(rows, newestFirst, () => newestFirst(rows));
}

export const byCategory = (row: { categoryId: number }) => row.categoryId;
export const byReservation = (row: { reservationId: number }) => row.reservationId;
export const byTransaction = (row: { transactionId: number }) => row.transactionId;
export const byUser = (row: { userId: number }) => row.userId;
export const byStatus = <Status>(row: { status: Status }) => row.status;
/** A booking by the voucher it applied; null for none. */
export const byCharge = (row: { chargeId: number }) => row.chargeId;
/** A gateway payment waiting for the admin's review. */
export const inReview = (row: { status: string }) => row.status === 'review';
export const byVoucher = (row: { voucher: { id: number } | null }) => row.voucher?.id ?? null;
