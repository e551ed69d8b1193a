import type { tagTypes } from './api';

type TagType = (typeof tagTypes)[number];

/** The tags of a list: one per item, and the list's own. */
export function listTags<Type extends TagType>(type: Type, items: { id: number }[] | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];
}

export const listTag = <Type extends TagType>(type: Type) => ({ type, id: 'LIST' as const });

/** The signed-in customer's own reservations (the history). */
export const ownReservationsTag = { type: 'Reservation', id: 'USER' } as const;

/** The taken slots of every day. */
export const anyDateTag = { type: 'Reservation', id: 'DATE' } as const;

/** A reservation's transaction, known by the reservation's id. */
export const reservationTransactionTag = (reservationId: number) => ({ type: 'Transaction', id: `RESERVATION-${reservationId}` }) as const;

/** A reservation's status change touches the row, every list it is in, the day's slots and its transaction. */
export const reservationStatusChangeTags = (id: number) => [
  { type: 'Reservation' as const, id },
  listTag('Reservation'),
  ownReservationsTag,
  anyDateTag,
  listTag('Transaction'),
  reservationTransactionTag(id),
];
