/**
 * The checks every booking's day and slot pass, whether a new booking or a booking being moved: a day from
 * the studio's today to the booking horizon (a setting) on which the studio is open, a slot that exists and has
 * not started (for a customer, not within the minimum notice either), and that no other booking holds.
 */
import {
  beyondHorizonMessage,
  isTooSoon,
  lastBookableDay,
  tooSoonMessage,
  type Booker,
} from '@/lib/rules/booking-window';
import { hasSessionEnded, hasSessionStarted, studioDayOf } from '@/lib/rules/studio-time';
import type { Db, ReservationRow, TimeSlotRow } from '@mocks/db/schema';
import { closedDayMessage } from '@/lib/rules/closed-days';
import { closureOn } from '../closures/closed-days';
import { currentSettings } from '../settings/settings';
import { badRequest, conflict } from '../errors';

export const SLOT_TAKEN = 'Waktu sudah dipesan, silakan pilih waktu lain';

/** Pending and completed reservations hold their slot, and no-shows (their time is past); cancelled ones free it. */
export function holdsSlot(reservation: ReservationRow): boolean {
  return reservation.status !== 'cancelled';
}

/** Whether a booking other than `exceptId` holds a time of a day. */
export function isSlotHeld(db: Db, date: string, time: string, exceptId?: number): boolean {
  return db.reservations.some(
    (row) => row.id !== exceptId && row.date === date && row.snapshot.time === time && holdsSlot(row),
  );
}

/**
 * The slot asked for on a day, refused (400) when the day or the slot cannot be booked at `now`: it must not have
 * started (for the admin booking a walk-in, not have ended), and a customer's must not start within the settings'
 * minimum notice.
 */
export function requireBookableSlot(db: Db, date: string, timeId: number, now: Date, booker: Booker): TimeSlotRow {
  const { horizonDays, minNoticeHours } = currentSettings(db).booking;
  const today = studioDayOf(now);
  if (date < today) throw badRequest('Tanggal tidak boleh sebelum hari ini');
  if (date > lastBookableDay(today, horizonDays)) throw badRequest(beyondHorizonMessage(horizonDays));
  const slot = db.timeSlots.find((row) => row.id === timeId);
  if (!slot) throw badRequest('Waktu tidak ditemukan');
  const session = { date, time: slot.time };
  const past = booker === 'admin-walk-in' ? hasSessionEnded(session, now) : hasSessionStarted(session, now);
  if (past) throw badRequest('Waktu yang dipilih sudah lewat');
  if (booker === 'customer' && isTooSoon(session, now, minNoticeHours))
    throw badRequest(tooSoonMessage(minNoticeHours));
  return slot;
}

/**
 * Refuses (409) a day the studio is closed and a slot another booking holds. A slot is a time of the day: a
 * booking at that time holds it even when its time slot was deleted and added again since. The booking
 * being moved (`movingId`) does not count against itself.
 */
export function requireOpenAndFree(db: Db, date: string, slot: TimeSlotRow, movingId?: number): void {
  const closure = closureOn(db, date);
  if (closure) throw conflict(closedDayMessage(closure.label));
  if (isSlotHeld(db, date, slot.time, movingId)) throw conflict(SLOT_TAKEN);
}
