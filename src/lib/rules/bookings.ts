import type { ReservationStatus, TransactionStatus } from '../api/api-types';
import { hasSessionStarted } from './studio-time';

export const NOT_CHANGEABLE_MESSAGE = 'Reservasi tidak dapat diubah';
export const NOT_PAID_YET_MESSAGE = 'Transaksi belum lunas';
export const SESSION_NOT_STARTED_MESSAGE = 'Sesi belum dimulai, reservasi belum dapat diselesaikan';

/** What the rules need to know of a booking to judge whether its session can be marked done. */
export interface CompletableBooking {
  status: ReservationStatus;
  /** The calendar day, as its 00:00 UTC instant. */
  date: string;
  /** HH:mm */
  time: string;
  transactions: readonly { status: TransactionStatus }[];
}

/**
 * Why the admin may not mark a session done, or undefined when they may: pending, with its payment complete,
 * and its session started (its day and slot in the studio's time zone, at or before `now`).
 */
export function completionRefusal(booking: CompletableBooking, now: Date): string | undefined {
  if (booking.status !== 'pending') return NOT_CHANGEABLE_MESSAGE;
  if (!booking.transactions.some((transaction) => transaction.status === 'paid')) return NOT_PAID_YET_MESSAGE;
  if (!hasSessionStarted(booking, now)) return SESSION_NOT_STARTED_MESSAGE;
  return undefined;
}
