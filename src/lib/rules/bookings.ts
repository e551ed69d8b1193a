import type { ReservationStatus, TransactionStatus } from '../api/api-types';
import { hasSessionStarted } from './studio-time';

export const NOT_CHANGEABLE_MESSAGE = 'Reservasi tidak dapat diubah';
export const PROOF_ALREADY_SENT_MESSAGE = 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim';
export const NOT_PAID_YET_MESSAGE = 'Transaksi belum lunas';
export const SESSION_NOT_STARTED_MESSAGE = 'Sesi belum dimulai, reservasi belum dapat diselesaikan';

/**
 * Why a customer may not call off their own booking, or undefined when they may: it must be pending, and no
 * payment proof may ever have been sent for it, whatever the admin decided about it.
 */
export function ownCancellationRefusal(status: ReservationStatus, sentProofs: number): string | undefined {
  if (status !== 'pending') return NOT_CHANGEABLE_MESSAGE;
  if (sentProofs > 0) return PROOF_ALREADY_SENT_MESSAGE;
  return undefined;
}

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
