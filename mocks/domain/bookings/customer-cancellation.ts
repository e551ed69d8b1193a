import type { Reservation } from '@/lib/api/api-types';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { findOr404, requireCustomer, type Caller } from '../accounts/access';
import { conflict, forbidden } from '../errors';
import type { Outcome } from '../outcome';
import { cancelPending, requirePending } from './reservations';

export const PROOF_ALREADY_SENT = 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim';

/** Whether a payment proof was ever sent for the reservation, whatever the admin decided about it. */
function proofSentFor(db: Db, reservation: ReservationRow): boolean {
  const transactionIds = new Set(
    db.transactions.filter((row) => row.reservationId === reservation.id).map((row) => row.id),
  );
  return db.transactionDetails.some((proof) => transactionIds.has(proof.transactionId));
}

/**
 * A customer calls off their own booking while it is pending and before any payment proof was sent for it,
 * with the same effect as the admin's cancel: the slot is free again and an unpaid transaction expires.
 */
export function cancelOwnReservation(db: Db, caller: Caller, id: unknown): Outcome<Reservation> {
  const customer = requireCustomer(db, caller);
  const reservation = findOr404(db.reservations, id);
  if (reservation.userId !== customer.id) throw forbidden();
  requirePending(reservation);
  if (proofSentFor(db, reservation)) throw conflict(PROOF_ALREADY_SENT);
  return cancelPending(db, reservation, caller.now);
}
