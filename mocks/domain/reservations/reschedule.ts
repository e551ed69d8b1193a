/**
 * Moving a booking to another day or slot in one step: the new slot is taken before the old one is freed,
 * so nobody can take either in between, and nothing is cancelled and booked again. The booking keeps its
 * id, price and payment; only an unpaid first installment's deadline may come sooner (never later), since
 * a payment is never due after its session starts.
 */
import type { Reservation } from '@/lib/api/api-types';
import { rescheduleSchema } from '@/lib/forms/schemas';
import {
  customerMoveCount,
  customerRescheduleRefusal,
  moveRefusal,
  RESCHEDULE_REASON_REQUIRED_MESSAGE,
  type MovableBooking,
} from '@/lib/rules/reschedule';
import { isOpenTransaction } from '@/lib/rules/proofs';
import { slotStart } from '@/lib/rules/studio-time';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, TimeSlotRow, UserRow } from '@mocks/db/schema';
import { findOr404, requireOwnerOrAdmin, signedIn, type Caller } from '../accounts/access';
import { badRequest, conflict } from '../errors';
import { ok, type Outcome } from '../outcome';
import { validate } from '../validation';
import { createViews } from '../views';
import { requireBookableSlot, requireOpenAndFree } from './bookable-slot';
import { sessionOf } from './reservation-records';
import { byReservation, rowsGroupedBy } from '../table-index';

export const RESCHEDULED_MESSAGE = 'Jadwal reservasi berhasil diubah';
export const SAME_SCHEDULE_MESSAGE = 'Jadwal baru sama dengan jadwal saat ini';

/** A booking as the move rules judge it, with how often its customer has moved it. */
function movableBooking(db: Db, reservation: ReservationRow): MovableBooking {
  const movers = db.reschedules.filter((move) => move.reservationId === reservation.id).map((move) => move.movedByRole);
  const customerReschedules = customerMoveCount(movers);
  return {
    status: reservation.status,
    ...sessionOf(reservation),
    customerReschedules,
    policy: reservation.policy.reschedule,
  };
}

/** Whether a request asks for where the booking's latest move already put it: a repeat, done once already. */
function repeatsLatestMove(db: Db, reservation: ReservationRow, date: string, slot: TimeSlotRow | undefined): boolean {
  const latest = db.reschedules.findLast((move) => move.reservationId === reservation.id);
  return latest?.toDate === date && latest.toTime === slot?.time && reservation.date === date;
}

/** Moves a booking and writes the move down; answers the booking as moved. */
function moveBooking(
  db: Draft,
  reservation: ReservationRow,
  slot: TimeSlotRow,
  date: string,
  by: UserRow,
  reason: string,
  now: Date,
): ReservationRow {
  insertRow(db, 'reschedules', {
    id: nextId(db, 'reschedules'),
    reservationId: reservation.id,
    movedBy: by.id,
    movedByRole: by.role,
    fromDate: reservation.date,
    fromTime: reservation.snapshot.time,
    toDate: date,
    toTime: slot.time,
    reason: reason === '' ? null : reason,
    createdAt: now.toISOString(),
  });
  const moved = updateRow(db, 'reservations', reservation, {
    date,
    timeSlotId: slot.id,
    snapshot: { ...reservation.snapshot, time: slot.time },
    updatedAt: now.toISOString(),
  });
  const start = slotStart(date, slot.time).toISOString();
  for (const transaction of rowsGroupedBy(db.transactions, byReservation).get(reservation.id) ?? []) {
    if (isOpenTransaction(transaction) && start < transaction.expiredAt)
      updateRow(db, 'transactions', transaction, { expiredAt: start });
  }
  return moved;
}

/**
 * `PATCH /reservation/{id}/reschedule`: its customer moves a booking within the studio's policy (see
 * rules/reschedule.ts); an admin moves any booking not yet started, past the policy, and must say why. The
 * new day and slot pass every check a new booking passes (not past, within the horizon, the studio open,
 * the slot free; the booking's own slot counts as free for itself). A request repeating the latest move
 * answers the booking as it is, without moving it again.
 */
export function rescheduleReservation(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<Reservation> {
  const user = signedIn(db, caller);
  const reservation = findOr404(db.reservations, id);
  requireOwnerOrAdmin(user, reservation.userId);
  const { date, timeId, reason } = validate(rescheduleSchema, input);
  const isAdmin = user.role === 'admin';
  if (isAdmin && reason === '') throw badRequest(RESCHEDULE_REASON_REQUIRED_MESSAGE);

  const booking = movableBooking(db, reservation);
  const cannotMove = moveRefusal(booking, caller.now);
  if (cannotMove) throw conflict(cannotMove);
  const asked = db.timeSlots.find((row) => row.id === timeId);
  if (repeatsLatestMove(db, reservation, date, asked))
    return ok(createViews(db).reservation(reservation), RESCHEDULED_MESSAGE);
  if (reservation.date === date && reservation.snapshot.time === asked?.time) throw badRequest(SAME_SCHEDULE_MESSAGE);
  const refusal = isAdmin ? undefined : customerRescheduleRefusal(booking, caller.now);
  if (refusal) throw conflict(refusal);

  const slot = requireBookableSlot(db, date, timeId, caller.now, isAdmin ? 'admin' : 'customer');
  requireOpenAndFree(db, date, slot, reservation.id);
  const moved = moveBooking(db, reservation, slot, date, user, reason, caller.now);
  // The views index the moves when made: made after this one, they show it.
  return ok(createViews(db).reservation(moved), RESCHEDULED_MESSAGE);
}
