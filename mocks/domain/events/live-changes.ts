import type { LiveChange } from '@/lib/api/api-types';
import type { Role } from '@/lib/rules/roles';
import type { Change, RowOf } from '@mocks/db/draft';
import type { Db, TableName } from '@mocks/db/schema';
import type { StoreCommit } from '@mocks/db/store';
import { rowWithId } from '../table-index';

/**
 * Who may hear of a change: every signed-in person (the catalogue, the settings, the closed days), the admins
 * only (a voucher), or one customer (their booking and what it holds, their account) with the admins.
 */
export type Audience = 'everyone' | 'admins' | { customer: number };

/** One thing a commit touched, and who may hear of it. */
export interface HeardChange {
  change: LiveChange;
  audience: Audience;
}

/** The database after a commit, and before it, where a removed row is still found. */
interface Sides {
  before: Db;
  after: Db;
}

/** A row with an id as the commit left it, or as it was when the commit removed it. */
function rowOf<Row extends { id: number }>(sides: Sides, rows: (db: Db) => readonly Row[], id: number) {
  return rowWithId(rows(sides.after), id) ?? rowWithId(rows(sides.before), id);
}

/** A booking's customer hears of what it holds; a booking not found is told to the admins alone. */
function ownerOf(sides: Sides, reservationId: number): Audience {
  const reservation = rowOf(sides, (db) => db.reservations, reservationId);
  return reservation ? { customer: reservation.userId } : 'admins';
}

function reservationChange(sides: Sides, reservationId: number): HeardChange {
  return { change: { resource: 'reservations', id: reservationId }, audience: ownerOf(sides, reservationId) };
}

function transactionChange(sides: Sides, id: number, reservationId: number): HeardChange {
  return { change: { resource: 'transactions', id, reservationId }, audience: ownerOf(sides, reservationId) };
}

function albumChange(sides: Sides, reservationId: number): HeardChange {
  return { change: { resource: 'albums', reservationId }, audience: ownerOf(sides, reservationId) };
}

/** A gateway charge's change, told as its transaction's. */
function chargeChanges(sides: Sides, transactionId: number): HeardChange[] {
  const transaction = rowOf(sides, (db) => db.transactions, transactionId);
  return transaction ? [transactionChange(sides, transaction.id, transaction.reservationId)] : [];
}

const catalogueChange = (): HeardChange[] => [{ change: { resource: 'catalogue' }, audience: 'everyone' }];

/**
 * What a row of each table names when it changes. Sign-ins (tokens, failed attempts) and uploads show on no
 * screen by themselves: a row that shows an upload changes with it.
 */
const changesOfRow: { [T in TableName]: (row: RowOf<T>, sides: Sides) => HeardChange[] } = {
  users: (user) => [{ change: { resource: 'customers', id: user.id }, audience: { customer: user.id } }],
  tokens: () => [],
  loginFailures: () => [],
  categories: catalogueChange,
  packages: catalogueChange,
  addons: catalogueChange,
  timeSlots: catalogueChange,
  reservations: (reservation) => [
    { change: { resource: 'reservations', id: reservation.id }, audience: { customer: reservation.userId } },
    // The voucher it applied counts one use more, or one less once it is cancelled.
    ...(reservation.voucher
      ? [{ change: { resource: 'vouchers', id: reservation.voucher.id }, audience: 'admins' } as const]
      : []),
  ],
  reservationDetails: (detail, sides) => [reservationChange(sides, detail.reservationId)],
  reschedules: (move, sides) => [reservationChange(sides, move.reservationId)],
  transactions: (transaction, sides) => [transactionChange(sides, transaction.id, transaction.reservationId)],
  transactionDetails: (proof, sides) => {
    const transaction = rowOf(sides, (db) => db.transactions, proof.transactionId);
    return transaction ? [transactionChange(sides, transaction.id, transaction.reservationId)] : [];
  },
  reviews: (review) => [
    {
      change: { resource: 'reviews', id: review.id, reservationId: review.reservationId },
      audience: { customer: review.userId },
    },
  ],
  closures: (closure) => [{ change: { resource: 'closures', id: closure.id }, audience: 'everyone' }],
  reminders: (reminder) => [
    {
      change: { resource: 'reminders', id: reminder.id, reservationId: reminder.reservationId },
      audience: { customer: reminder.userId },
    },
  ],
  settings: () => [{ change: { resource: 'settings' }, audience: 'everyone' }],
  refunds: (refund, sides) => [
    {
      change: { resource: 'refunds', id: refund.id, reservationId: refund.reservationId },
      audience: ownerOf(sides, refund.reservationId),
    },
  ],
  vouchers: (voucher) => [{ change: { resource: 'vouchers', id: voucher.id }, audience: 'admins' }],
  // A charge shows on its transaction; a payment the gateway reported on the admin's review and, while it waits
  // there, on its transaction's payment page too. The server key shows nowhere.
  charges: (charge, sides) => chargeChanges(sides, charge.transactionId),
  gatewayPayments: (payment, sides) => {
    const charge = rowOf(sides, (db) => db.charges, payment.chargeId);
    return [
      { change: { resource: 'payments', id: payment.id }, audience: 'admins' },
      ...(charge ? chargeChanges(sides, charge.transactionId) : []),
    ];
  },
  gatewayKeys: () => [],
  // A morning summary shows only in an admin's outbox.
  digests: (digest) => [{ change: { resource: 'digests', id: digest.id }, audience: 'admins' }],
  uploads: () => [],
  albums: (album, sides) => [albumChange(sides, album.reservationId)],
  albumPhotos: (photo, sides) => {
    const album = rowOf(sides, (db) => db.albums, photo.albumId);
    return album ? [albumChange(sides, album.reservationId)] : [];
  },
};

function changesOfTableRow<T extends TableName>(table: T, row: RowOf<T>, sides: Sides): HeardChange[] {
  return changesOfRow[table](row, sides);
}

/** The rows a removal took, as they were before it: a removal names only their keys. */
function removedRows(table: TableName, keys: readonly (number | string)[], before: Db): RowOf<TableName>[] {
  const rows = before[table] as readonly RowOf<TableName>[];
  if (!rows.every((row): row is RowOf<TableName> & { id: number } => 'id' in row)) return [];
  return keys.flatMap((key) => {
    const row = typeof key === 'number' ? rowWithId(rows, key) : undefined;
    return row ? [row] : [];
  });
}

function changesOfStoreChange(change: Change, sides: Sides): HeardChange[] {
  switch (change[0]) {
    case 'add':
    case 'set':
      return changesOfTableRow(change[1], change[2], sides);
    case 'remove':
      return removedRows(change[1], change[2], sides.before).flatMap((row) => changesOfTableRow(change[1], row, sides));
    case 'sequences':
      return [];
  }
}

const keyOfChange = ({ resource, id, reservationId }: LiveChange) => `${resource} ${id} ${reservationId}`;

/**
 * What a commit touched, each thing once, with who may hear of it: the changes to the rows of a booking are told
 * as that booking's (a proof as its transaction, a photo as its album), with the booking's customer as its
 * audience. A commit that replaced everything (a reset) names `all`, which everyone hears.
 */
export function liveChangesOf(commit: StoreCommit): HeardChange[] {
  if (commit.changes === 'all') return [{ change: { resource: 'all' }, audience: 'everyone' }];
  const sides = { before: commit.before, after: commit.after };
  const heard = new Map<string, HeardChange>();
  for (const change of commit.changes)
    for (const told of changesOfStoreChange(change, sides)) heard.set(keyOfChange(told.change), told);
  return [...heard.values()];
}

/** The most things an event names one by one; past it, each resource is named once, as a whole. */
export const MOST_NAMED_CHANGES = 50;

/**
 * The changes an event sends, few enough to read: a commit that touched more (the demo's thousands of past
 * bookings, an upkeep expiring many payments) names each resource once, without ids, and the client refetches
 * every screen of it, rather than a list the size of the data.
 */
export function namedFew(changes: readonly LiveChange[]): LiveChange[] {
  if (changes.length <= MOST_NAMED_CHANGES) return [...changes];
  return [...new Set(changes.map(({ resource }) => resource))].map((resource) => ({ resource }));
}

/** Who is listening: an admin hears everything; a customer what is theirs and what everyone hears. */
export interface Listener {
  id: number;
  role: Role;
}

/** Whether a listener may hear of a change with this audience. */
export function mayHear(listener: Listener, audience: Audience): boolean {
  if (listener.role === 'admin' || audience === 'everyone') return true;
  return audience !== 'admins' && audience.customer === listener.id;
}
