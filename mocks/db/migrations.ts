/**
 * How a stored database of an older schema version becomes one of the next version, in order: migrating
 * from version n applies every step from n on. A version with no step cannot be migrated, and is replaced
 * by the seed. The next version adds one entry here; its result is checked like any stored snapshot.
 */

import { MAX_EDITED_QUOTA } from '@/lib/forms/schemas';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { newGatewayKeyRow } from './gateway-key';

/** A stored database as it was read, before it is checked. */
export type StoredTables = Record<string, unknown>;

export interface Migration {
  /** The version this step starts from; it yields version `from + 1`. */
  from: number;
  migrate: (db: StoredTables) => StoredTables;
}

export const migrations: readonly Migration[] = [
  // 3: failed sign-ins are kept, so login can be throttled; an older store has had none.
  { from: 2, migrate: (db) => ({ ...db, loginFailures: [] }) },
  // 4: bookings can be moved and the studio closed; an older store has moved and closed nothing.
  {
    from: 3,
    migrate: (db) => ({
      ...db,
      reschedules: [],
      closures: [],
      sequences: { ...(db.sequences as Record<string, unknown>), reschedules: 0, closures: 0 },
    }),
  },
  // 5: the studio reminds its customers; an older store has sent nothing, and nobody has opted out of anything.
  {
    from: 4,
    migrate: (db) => ({
      ...db,
      users: withFieldsOnRows(db.users, { reminderOptOuts: [] }),
      notifications: [],
      sequences: { ...(db.sequences as Record<string, unknown>), notifications: 0 },
    }),
  },
  // 6: the store keeps a journal beside its snapshot, which older builds would not read; the rows are the same.
  { from: 5, migrate: (db) => db },
  // 7: a table is named by the word the contract uses: `sessions` hold sign-in tokens, `notifications` are reminders.
  { from: 6, migrate: renamedTables },
  // 8: a package says how many photos are edited; an older one says it in its description, if anywhere.
  {
    from: 7,
    migrate: (db) => ({
      ...db,
      packages: Array.isArray(db.packages) ? db.packages.map(withEditedQuota) : db.packages,
    }),
  },
  // 9: finished sessions have albums, none yet; a reservation keeps what its package edits, as the package says now.
  { from: 8, migrate: withAlbums },
  // 10: an album keeps when its choice was last reopened; none of an older store's was, as far as it knows.
  {
    from: 9,
    migrate: (db) => ({
      ...db,
      albums: withFieldsOnRows(db.albums, { reopenedAt: null }),
    }),
  },
  // 11: the admin records payments taken at the counter; every older proof was the customer's, paid by QRIS.
  {
    from: 10,
    migrate: (db) => ({
      ...db,
      transactionDetails: withFieldsOnRows(db.transactionDetails, { method: 'qris' }),
    }),
  },
  // 12: the admin books for customers; every older booking was the customer's own, in the app.
  {
    from: 11,
    migrate: (db) => ({
      ...db,
      reservations: withFieldsOnRows(db.reservations, { channel: 'web' }),
    }),
  },
  // 13: the admin checks customers in; nobody was checked in before.
  {
    from: 12,
    migrate: (db) => ({
      ...db,
      reservations: withFieldsOnRows(db.reservations, { checkedInAt: null }),
    }),
  },
  // 14: the admin keeps notes on customers (none yet), and a cancelled booking says when and by whom.
  {
    from: 13,
    migrate: (db) => ({
      ...db,
      users: withFieldsOnRows(db.users, { notes: '' }),
      reservations: withCancellations(db),
    }),
  },
  // 15: the studio's settings are kept (the defaults, all an older store knew), and each booking keeps their policy.
  {
    from: 14,
    migrate: (db) => ({
      ...db,
      settings: [{ ...DEFAULT_SETTINGS, id: 1, changedBy: null, createdAt: studioStart(db) }],
      reservations: withFieldsOnRows(db.reservations, { policy: bookingPolicyOf(DEFAULT_SETTINGS) }),
      sequences: { ...(db.sequences as Record<string, unknown>), settings: 1 },
    }),
  },
  // 16: refunds are recorded from now on; an older store's cancellations gave nothing back in the app.
  {
    from: 15,
    migrate: (db) => ({
      ...db,
      refunds: [],
      sequences: { ...(db.sequences as Record<string, unknown>), refunds: 0 },
    }),
  },
  // 17: vouchers come in; no booking before had one.
  {
    from: 16,
    migrate: (db) => ({
      ...db,
      vouchers: [],
      reservations: withFieldsOnRows(db.reservations, { voucher: null }),
      sequences: { ...(db.sequences as Record<string, unknown>), vouchers: 0 },
    }),
  },
  // 18: payments may go through a gateway; an older store took proofs by hand, had no charge and no server key yet.
  {
    from: 17,
    migrate: (db) => ({
      ...db,
      settings: withFieldsOnRows(db.settings, { payments: DEFAULT_SETTINGS.payments }),
      charges: [],
      gatewayPayments: [],
      gatewayKeys: [newGatewayKeyRow(studioStart(db))],
      sequences: { ...(db.sequences as Record<string, unknown>), charges: 0, gatewayPayments: 0, gatewayKeys: 1 },
    }),
  },
  // 19: the admin gets a morning summary each day from now on; an older store sent none, and none is made up for it.
  {
    from: 18,
    migrate: (db) => ({
      ...db,
      digests: [],
      sequences: { ...(db.sequences as Record<string, unknown>), digests: 0 },
    }),
  },
];

/** When an older store began, as far as it tells: its first account's creation, else the Unix epoch. */
function studioStart(db: StoredTables): string {
  const times = (Array.isArray(db.users) ? (db.users as unknown[]) : [])
    .map((user) =>
      typeof user === 'object' && user !== null ? (user as { createdAt?: unknown }).createdAt : undefined,
    )
    .filter((time): time is string => typeof time === 'string');
  return times.toSorted()[0] ?? new Date(0).toISOString();
}

/**
 * The reservations of version 13 as version 14 keeps them. Nothing changed a cancelled one after it was called off,
 * so its `updatedAt` is when. By whom was not kept: the upkeep cancelled it when that came after the deadline of a
 * transaction it had not paid; before, the customer or the admin did, and the admin, who may cancel anything, is taken.
 */
function withCancellations(db: StoredTables): unknown {
  if (!Array.isArray(db.reservations)) return db.reservations;
  // Each reservation's earliest deadline, in one pass: it lapsed when any deadline came by its cancellation.
  const earliestDeadline = new Map<unknown, string>();
  for (const transaction of Array.isArray(db.transactions) ? (db.transactions as unknown[]) : []) {
    if (typeof transaction !== 'object' || transaction === null) continue;
    const { reservationId, expiredAt, status } = transaction as {
      reservationId?: unknown;
      expiredAt?: unknown;
      status?: unknown;
    };
    // A paid transaction's deadline was met: only an unpaid one's can have lapsed.
    if (typeof expiredAt !== 'string' || status === 'paid') continue;
    const earliest = earliestDeadline.get(reservationId);
    if (earliest === undefined || expiredAt < earliest) earliestDeadline.set(reservationId, expiredAt);
  }
  return db.reservations.map((row: unknown) => {
    if (typeof row !== 'object' || row === null) return row;
    const { id, status, updatedAt } = row as { id?: unknown; status?: unknown; updatedAt?: unknown };
    if (status !== 'cancelled' || typeof updatedAt !== 'string') return { ...row, cancellation: null };
    const deadline = earliestDeadline.get(id);
    const lapsed = deadline !== undefined && deadline <= updatedAt;
    return { ...row, cancellation: { at: updatedAt, by: lapsed ? 'expiry' : 'admin' } };
  });
}

function withAlbums(db: StoredTables): StoredTables {
  const quotas = new Map(
    (Array.isArray(db.packages) ? (db.packages as { id?: unknown; editedQuota?: unknown }[]) : []).map((item) => [
      item.id,
      item.editedQuota,
    ]),
  );
  const withQuota = (reservation: unknown): unknown => {
    if (typeof reservation !== 'object' || reservation === null) return reservation;
    const { categoryPackageId, snapshot } = reservation as { categoryPackageId?: unknown; snapshot?: unknown };
    if (typeof snapshot !== 'object' || snapshot === null) return reservation;
    return { ...reservation, snapshot: { ...snapshot, editedQuota: quotas.get(categoryPackageId) ?? 0 } };
  };
  return {
    ...db,
    reservations: Array.isArray(db.reservations) ? db.reservations.map(withQuota) : db.reservations,
    albums: [],
    albumPhotos: [],
    sequences: { ...(db.sequences as Record<string, unknown>), albums: 0, albumPhotos: 0 },
  };
}

/** "10 foto edit", the way the studio's descriptions state it. */
const EDITED_PHOTOS_LINE = /(\d+)\s*foto\s+edit/i;

/**
 * A stored package as version 8 keeps it: the number of edited photos its description promises ("10 foto edit"),
 * within what a package may promise, or 0 where it promises none.
 */
function withEditedQuota(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const { description } = item as { description?: unknown };
  const promised = typeof description === 'string' ? EDITED_PHOTOS_LINE.exec(description)?.[1] : undefined;
  return { ...item, editedQuota: Math.min(Number(promised ?? 0), MAX_EDITED_QUOTA) };
}

/** Tables version 7 names anew: a journal written by version 6 still names them as it did. */
export const formerTableNames = { sessions: 'tokens', notifications: 'reminders' } as const;

function renamedTables(db: StoredTables): StoredTables {
  const { sessions, notifications, sequences, ...rest } = db;
  const { notifications: lastReminderId, ...otherSequences } = (sequences ?? {}) as Record<string, unknown>;
  return {
    ...rest,
    tokens: sessions,
    reminders: notifications,
    sequences: { ...otherSequences, reminders: lastReminderId },
  };
}

/**
 * A stored table whose rows each get these fields, as the next version keeps them (a user's empty list of
 * opted-out reminders, an album never reopened, a proof paid by QRIS). What is not a list of objects is left as
 * it is, for the snapshot's check to refuse.
 */
function withFieldsOnRows(table: unknown, fields: Record<string, unknown>): unknown {
  if (!Array.isArray(table)) return table;
  return table.map((row: unknown) => (typeof row === 'object' && row !== null ? { ...row, ...fields } : row));
}

/** The database migrated from one version to another, or undefined when a step on the way is missing. */
export function migrate(
  db: StoredTables,
  from: number,
  to: number,
  steps: readonly Migration[] = migrations,
): StoredTables | undefined {
  let current = db;
  for (let version = from; version < to; version += 1) {
    const step = steps.find((candidate) => candidate.from === version);
    if (!step) return undefined;
    current = step.migrate(current);
  }
  return current;
}
