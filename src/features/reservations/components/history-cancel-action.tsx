import { CancelOwnBooking } from '@/components/cancel-own-booking';
import type { Reservation } from '@/lib/api/api-types';
import { ownCancellationRefusal } from '@/lib/rules/bookings';

/** 'Batalkan' on a history entry the customer may still call off: pending, and no payment proof sent for it. */
export function HistoryCancelAction({ reservation, isCompact }: { reservation: Reservation; isCompact: boolean }) {
  const sentProofs = reservation.transactions[0]?.transaction_detail.length ?? 0;
  if (ownCancellationRefusal(reservation.status, sentProofs) !== undefined) return null;
  return <CancelOwnBooking booking={reservation} isCompact={isCompact} />;
}
