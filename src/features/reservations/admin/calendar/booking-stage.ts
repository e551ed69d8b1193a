import type { Reservation } from '@/lib/api/api-types';
import {
  closingBookingPaymentLabels,
  reservationStatusLabels,
  transactionStatusLabels,
  type StatusLabel,
} from '@/content/status-labels';
import { isAcceptedProof } from '@/lib/rules/proofs';

/**
 * Where a booking on the calendar stands: not paid yet, its down payment accepted, paid in full, or its
 * session finished (the studio marked it done), or nobody came.
 */
export type BookingStage = 'unpaid' | 'downpayment' | 'paid' | 'finished' | 'no-show';

export const bookingStages: readonly BookingStage[] = ['unpaid', 'downpayment', 'paid', 'finished', 'no-show'];

/** The words and colours of each stage: the transaction's and reservation's own where they say it. */
export const bookingStageLabels: Record<BookingStage, StatusLabel> = {
  unpaid: transactionStatusLabels.unpaid,
  downpayment: closingBookingPaymentLabels.downpayment,
  paid: transactionStatusLabels.paid,
  finished: { label: reservationStatusLabels.success.label, tone: 'default' },
  'no-show': reservationStatusLabels['no-show'],
};

/** The stage of a booking, from its status and its transaction (a down payment counts once a proof of it is accepted). */
export function bookingStageOf(reservation: Reservation): BookingStage {
  if (reservation.status === 'success') return 'finished';
  if (reservation.status === 'no-show') return 'no-show';
  const transaction = reservation.transactions[0];
  if (!transaction) return 'unpaid';
  if (transaction.status === 'paid') return 'paid';
  const isDownPaymentAccepted =
    transaction.type === 'downpayment' && transaction.transaction_detail.some(isAcceptedProof);
  return isDownPaymentAccepted ? 'downpayment' : 'unpaid';
}
