import { skipToken } from '@reduxjs/toolkit/query';
import { CancelOwnBooking, canCancelOwnBooking } from '../../../components/cancel-own-booking';
import type { Reservation } from '../../../lib/api-types';
import { useTransactionQuery } from '../../../lib/transaction-api';

/**
 * 'Batalkan' on a history entry the customer may still call off. The list does not say whether a proof was
 * sent: a pending booking's transaction does, so nothing is offered until it has answered.
 */
export function HistoryCancelAction({ reservation, isCompact }: { reservation: Reservation; isCompact: boolean }) {
  const transaction = reservation.transactions[0];
  const { data } = useTransactionQuery(reservation.status === 'pending' && transaction ? transaction.id : skipToken);
  const sentProofs = transaction ? data?.transaction_detail.length : 0;
  if (sentProofs === undefined || !canCancelOwnBooking(reservation.status, sentProofs)) return null;
  return <CancelOwnBooking booking={reservation} isCompact={isCompact} />;
}
