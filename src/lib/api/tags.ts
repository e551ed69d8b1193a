import type { tagTypes } from './api';

/**
 * The cache tags of every endpoint, built here and only here: a tag written by hand in a feature could
 * differ from the one another feature invalidates, and a list would silently stop refreshing (lint refuses
 * tag literals outside this file).
 */
export type TagType = (typeof tagTypes)[number];

/** One row of a type. */
export const itemTag = <Type extends TagType>(type: Type, id: number) => ({ type, id });

/** A list of a type as a whole: invalidated by anything that adds or removes rows. */
export const listTag = <Type extends TagType>(type: Type) => ({ type, id: 'LIST' as const });

/** The tags of a list: one per item, and the list's own. */
export function listTags<Type extends TagType>(type: Type, items: { id: number }[] | undefined) {
  return [...(items ?? []).map(({ id }) => itemTag(type, id)), listTag(type)];
}

/** The signed-in customer's own reservations (the history). */
export const ownReservationsTag = { type: 'Reservation', id: 'USER' } as const;

/** The taken slots of every day. */
export const anyDateTag = { type: 'Reservation', id: 'DATE' } as const;

/** The taken slots of one day. */
export const dateTag = (date: string) => ({ type: 'Reservation', id: `DATE-${date}` }) as const;

/** A reservation's transaction, known by the reservation's id. */
export const reservationTransactionTag = (reservationId: number) =>
  ({ type: 'Transaction', id: `RESERVATION-${reservationId}` }) as const;

/** A reservation's review, known by the reservation's id. */
export const reservationReviewTag = (reservationId: number) =>
  ({ type: 'Review', id: `RESERVATION-${reservationId}` }) as const;

/** The few reviews the public pages show. */
export const publicReviewsTag = { type: 'Review', id: 'SOME' } as const;

/** A category as a whole: its row, and the lists its packages and add-ons show its name in. */
export const categoryChangeTags = (id: number) => [
  itemTag('Category', id),
  listTag('Category'),
  listTag('Package'),
  listTag('Addon'),
];

/** A reservation's status change or move touches the row, every list it is in, the day's slots and its transaction. */
export const reservationStatusChangeTags = (id: number) => [
  itemTag('Reservation', id),
  listTag('Reservation'),
  ownReservationsTag,
  anyDateTag,
  listTag('Transaction'),
  reservationTransactionTag(id),
  // A cancelled or moved booking's WhatsApp reminders still queued are withdrawn.
  listTag('Reminder'),
  // A paid booking cancelled records what it gives back.
  listTag('Refund'),
];

/** A payment's change shows on its transaction, the lists, and its reservation everywhere (history, schedule, slots). */
export const transactionChangeTags = (transactionId: number, reservationId: number | undefined) => [
  itemTag('Transaction', transactionId),
  listTag('Transaction'),
  listTag('Reservation'),
  ownReservationsTag,
  anyDateTag,
  ...(reservationId === undefined ? [] : [itemTag('Reservation', reservationId)]),
  // A payment withdraws the payment reminders still queued.
  listTag('Reminder'),
];

/** A closure saved or deleted: the closed days, and the bookings a decision may have cancelled. */
export const closureChangeTags = [
  listTag('ClosedDays'),
  listTag('Reservation'),
  ownReservationsTag,
  anyDateTag,
  listTag('Transaction'),
  listTag('Reminder'),
  // A paid booking the closure cancels gives all back.
  listTag('Refund'),
  // A booking it cancels gives back its voucher's use.
  listTag('Voucher'),
];

/**
 * The studio's settings: those in force and the history of their changes. A change also moves what new bookings
 * and moves may choose (the horizon, the notice), which the pickers read from the settings themselves.
 */
export const settingsTags = [listTag('Settings')];

/** A change of the settings: them, and every transaction, whose answer carries how it is paid (a proof or the gateway). */
export const settingsChangeTags = [...settingsTags, 'Transaction' as const];

/** A finished session's album, known by its reservation's id, and the lists it is in. */
export const albumTag = (reservationId: number) => itemTag('Album', reservationId);

/** An album's change: the album, the lists of albums (their stages and counts), and the messages it may queue. */
export const albumChangeTags = (reservationId: number) => [
  albumTag(reservationId),
  listTag('Album'),
  listTag('Reminder'),
];

/**
 * A refund recorded paid back: its row, the lists, the overview's count of those waiting (it reads the list's tag),
 * and its booking, whose detail, payment page and history show where the refund stands.
 */
export const refundPaidTags = (id: number, reservationId: number) => [
  itemTag('Refund', id),
  listTag('Refund'),
  itemTag('Reservation', reservationId),
  reservationTransactionTag(reservationId),
  ownReservationsTag,
];

/** A transaction's new gateway charge: the transaction, on the payment page and the admin's detail. */
export const chargeTags = (transactionId: number, reservationId: number | undefined) => [
  itemTag('Transaction', transactionId),
  ...(reservationId === undefined ? [] : [reservationTransactionTag(reservationId)]),
];

/**
 * A gateway payment the admin reviewed: its row and the list ("Perlu ditinjau" and its count); one accepted also
 * pays its transaction, which shows wherever a payment's change does.
 */
export const gatewayPaymentReviewTags = (id: number, paid?: { transactionId: number; reservationId: number }) => [
  itemTag('Payment', id),
  listTag('Payment'),
  ...(paid ? transactionChangeTags(paid.transactionId, paid.reservationId) : []),
];

/**
 * What a gateway's notification may have changed, which the caller (the simulator, the gateway) cannot name: any
 * transaction and its booking, the payments in review, and the reminders a payment withdraws.
 */
export const gatewayNotificationTags: TagType[] = ['Transaction', 'Reservation', 'Payment', 'Reminder'];

/** A voucher changed or deleted: its row, and the list (a changed code may match another search). */
export const voucherChangeTags = (id: number) => [itemTag('Voucher', id), listTag('Voucher')];

/** A booking made or cancelled takes or gives back a use of its voucher: the vouchers' uses and counts. */
export const voucherUsesTag = listTag('Voucher');
