import type { ReservationStatus, TransactionStatus } from '../api/api-types';

export const NOT_CHANGEABLE_MESSAGE = 'Reservasi tidak dapat diubah';
export const PROOF_ALREADY_SENT_MESSAGE = 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim';
export const NOT_PAID_YET_MESSAGE = 'Transaksi belum lunas';

/**
 * Why a customer may not call off their own booking, or undefined when they may: it must be pending, and no
 * payment proof may ever have been sent for it, whatever the admin decided about it.
 */
export function ownCancellationRefusal(status: ReservationStatus, sentProofs: number): string | undefined {
  if (status !== 'pending') return NOT_CHANGEABLE_MESSAGE;
  if (sentProofs > 0) return PROOF_ALREADY_SENT_MESSAGE;
  return undefined;
}

/** Why the admin may not mark a session done, or undefined when they may: pending, with its payment complete. */
export function completionRefusal(
  status: ReservationStatus,
  transactions: readonly { status: TransactionStatus }[],
): string | undefined {
  if (status !== 'pending') return NOT_CHANGEABLE_MESSAGE;
  if (!transactions.some((transaction) => transaction.status === 'paid')) return NOT_PAID_YET_MESSAGE;
  return undefined;
}
