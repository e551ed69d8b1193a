import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, tagTypes } from './api';
import type { LiveChange } from './api-types';
import {
  albumTag,
  anyDateTag,
  itemTag,
  listTag,
  ownReservationsTag,
  publicReviewsTag,
  refundPaidTags,
  reservationReviewTag,
  reservationTransactionTag,
  settingsChangeTags,
  voucherChangeTags,
  type TagType,
} from './tags';

/** The tags of an id the change may leave out (the `all` and the catalogue's name none). */
const ofId = <Tag>(id: number | undefined, tags: (id: number) => Tag[]): Tag[] => (id === undefined ? [] : tags(id));

/**
 * The tags of a resource's change that names no row (an event that touched too many to name them): every screen of
 * the types that show it.
 */
const wholly: Partial<Record<LiveChange['resource'], readonly TagType[]>> = {
  customers: ['Customer'],
  reservations: ['Reservation', 'Transaction'],
  transactions: ['Transaction', 'Reservation'],
  refunds: ['Refund', 'Reservation', 'Transaction'],
  reviews: ['Review'],
  reminders: ['Reminder'],
  albums: ['Album'],
  vouchers: ['Voucher'],
  payments: ['Payment'],
  digests: ['Digest'],
};

/**
 * What shows a live change (`GET /events`, or the service worker's message), as the cache tags to refetch, so
 * only the screens showing what changed ask again. A booking shows on its row, every list of bookings, the days'
 * slots and schedules, and its payment page; a payment on its transaction, the transactions' list and its
 * booking wherever that shows (with how it is paid), the admin's counts following the lists. What else a commit
 * did (a reminder withdrawn, a voucher's use) comes as a change of its own.
 */
export function liveChangeTags({ resource, id, reservationId }: LiveChange): readonly TagDescription<TagType>[] {
  const whole = wholly[resource];
  if (whole && id === undefined && reservationId === undefined) return whole;
  switch (resource) {
    case 'all':
      return [...tagTypes];
    case 'catalogue':
      return ['Category', 'Package', 'Addon', 'TimeSlot'] as const;
    case 'settings':
      return settingsChangeTags;
    case 'closures':
      return [listTag('ClosedDays')];
    case 'customers':
      return [...ofId(id, (customer) => [itemTag('Customer', customer)]), listTag('Customer')];
    case 'reservations':
      return [
        ...ofId(id, (booking) => [itemTag('Reservation', booking), reservationTransactionTag(booking)]),
        listTag('Reservation'),
        ownReservationsTag,
        anyDateTag,
      ];
    case 'transactions':
      return [
        ...ofId(id, (transaction) => [itemTag('Transaction', transaction)]),
        ...ofId(reservationId, (booking) => [itemTag('Reservation', booking), reservationTransactionTag(booking)]),
        listTag('Transaction'),
        listTag('Reservation'),
        ownReservationsTag,
        anyDateTag,
      ];
    case 'refunds':
      // Where a refund stands shows as it does once paid back: its row, the lists, its booking and payment page.
      return id === undefined || reservationId === undefined ? [listTag('Refund')] : refundPaidTags(id, reservationId);
    case 'reviews':
      return [
        ...ofId(id, (review) => [itemTag('Review', review)]),
        ...ofId(reservationId, (booking) => [reservationReviewTag(booking)]),
        listTag('Review'),
        publicReviewsTag,
      ];
    case 'reminders':
      return [...ofId(id, (reminder) => [itemTag('Reminder', reminder)]), listTag('Reminder')];
    case 'albums':
      return [...ofId(reservationId, (booking) => [albumTag(booking)]), listTag('Album')];
    case 'vouchers':
      return id === undefined ? [listTag('Voucher')] : voucherChangeTags(id);
    case 'payments':
      return [...ofId(id, (payment) => [itemTag('Payment', payment)]), listTag('Payment')];
    case 'digests':
      return [...ofId(id, (digest) => [itemTag('Digest', digest)]), listTag('Digest')];
  }
}

/** Refetches what the changes touched that a screen shows, all at once: one invalidation per event. */
export function followLiveChanges(dispatch: Dispatch<UnknownAction>, changes: readonly LiveChange[]): void {
  const tags = changes.flatMap(liveChangeTags);
  if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
}
