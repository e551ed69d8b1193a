/**
 * The admin's arrivals desk (`/reservation/{id}/check-in`, `/reservation/{id}/no-show`): a customer checked in
 * when they come, a booking nobody came to marked a no-show, and each undone the same day. The rules are in
 * src/lib/rules/arrivals.ts; a refusal is a 409 and changes nothing, so two admins checking in the same booking at
 * once make one record.
 */
import type { Reservation } from '@/lib/api/api-types';
import {
  checkInRefusal,
  noShowRefusal,
  undoCheckInRefusal,
  undoNoShowRefusal,
  type ArrivingBooking,
} from '@/lib/rules/arrivals';
import { updateRow, type Draft } from '@mocks/db/draft';
import type { ReservationRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { conflict } from '../errors';
import { ok, type Outcome } from '../outcome';
import { createViews } from '../views';
import { sessionOf } from './reservation-records';

type ArrivalChange = Pick<ReservationRow, 'status' | 'checkedInAt'>;

const arrivingOf = (row: ReservationRow): ArrivingBooking => ({
  status: row.status,
  ...sessionOf(row),
  checkedInAt: row.checkedInAt,
});

/** Changes a booking's arrival as the admin asks, once `refusalOf` finds nothing against it at the caller's now. */
function changeArrival(
  db: Draft,
  caller: Caller,
  id: unknown,
  refusalOf: (booking: ArrivingBooking, now: Date) => string | undefined,
  change: (now: Date) => Partial<ArrivalChange>,
  message: string,
): Outcome<Reservation> {
  requireAdmin(db, caller);
  const reservation = findOr404(db.reservations, id);
  const refusal = refusalOf(arrivingOf(reservation), caller.now);
  if (refusal) throw conflict(refusal);
  const changed = updateRow(db, 'reservations', reservation, {
    ...change(caller.now),
    updatedAt: caller.now.toISOString(),
  });
  return ok(createViews(db).reservation(changed), message);
}

/** `PATCH /reservation/{id}/check-in`: the customer has come; their arrival time is kept. */
export const checkIn = (db: Draft, caller: Caller, id: unknown) =>
  changeArrival(db, caller, id, checkInRefusal, (now) => ({ checkedInAt: now.toISOString() }), 'Check-in berhasil');

/** `DELETE /reservation/{id}/check-in`: a check-in made by mistake, undone on the session's day. */
export const undoCheckIn = (db: Draft, caller: Caller, id: unknown) =>
  changeArrival(db, caller, id, undoCheckInRefusal, () => ({ checkedInAt: null }), 'Check-in dibatalkan');

/** `PATCH /reservation/{id}/no-show`: nobody came; the booking ends as a no-show, its money kept. */
export const markNoShow = (db: Draft, caller: Caller, id: unknown) =>
  changeArrival(db, caller, id, noShowRefusal, () => ({ status: 'no-show' }), 'Reservasi ditandai tidak hadir');

/** `DELETE /reservation/{id}/no-show`: marked by mistake; the booking is pending again, on the session's day. */
export const undoNoShow = (db: Draft, caller: Caller, id: unknown) =>
  changeArrival(db, caller, id, undoNoShowRefusal, () => ({ status: 'pending' }), 'Tanda tidak hadir dibatalkan');
