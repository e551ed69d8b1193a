/**
 * The studio's closures: the admin closes a range of days, deciding about every active booking on them,
 * and opens them again by deleting the closure. Customers read them to see which days cannot be booked.
 */
import type { BookingOnClosingDay, ClosedDays } from '@/lib/api/api-types';
import { closureSchema, type ClosureAction } from '@/lib/forms/schemas';
import { isBalanceDue } from '@/lib/rules/payments';
import { validProofCount } from '@/lib/rules/proofs';
import { addDays, hasSessionStarted } from '@/lib/rules/studio-time';
import { insertRow, nextId, removeRows, type Draft } from '@mocks/db/draft';
import type { ClosureRow, Db, ReservationRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { cancelWithRefund } from '../reservations/reservations';
import { refundableBookingOf } from '../refunds/refunds';
import { sessionOf } from '../reservations/reservation-records';
import { requireDayRange } from '../day-range';
import { conflict } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { validate } from '../validation';

export const BOOKINGS_CHANGED_MESSAGE = 'Daftar reservasi pada tanggal tersebut sudah berubah, periksa kembali';

const view = ({ id, startDate, endDate, label, note }: ClosureRow): ClosedDays => ({
  id,
  startDate,
  endDate,
  label,
  note,
});

/** `GET /closed-days`: every closure, by first day; anyone may read them. */
export function listClosedDays(db: Db): Outcome<ClosedDays[]> {
  const byStart = db.closures.toSorted((a, b) => a.startDate.localeCompare(b.startDate));
  return ok(byStart.map(view), 'Berhasil mengambil data hari libur');
}

/** The pending bookings not yet started on the days from `start` to `end`, by day and time. */
function activeBookingsOn(db: Db, start: string, end: string, now: Date): ReservationRow[] {
  return db.reservations
    .filter((row) => row.status === 'pending' && start <= row.date && row.date <= end)
    .filter((row) => !hasSessionStarted(sessionOf(row), now))
    .sort((a, b) => a.date.localeCompare(b.date) || a.snapshot.time.localeCompare(b.snapshot.time));
}

function paymentStatusOf(db: Db, reservation: ReservationRow): BookingOnClosingDay['paymentStatus'] {
  const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
  if (!transaction || transaction.status === 'expired') return 'none';
  if (transaction.status === 'paid') return 'paid';
  const proofs = db.transactionDetails.filter((proof) => proof.transactionId === transaction.id);
  return isBalanceDue(transaction.type, validProofCount(proofs)) ? 'downpayment' : 'unpaid';
}

/** `GET /closed-days/bookings`: what the admin must decide about before closing those days. */
export function bookingsOnClosingDays(db: Db, caller: Caller, query: URLSearchParams): Outcome<BookingOnClosingDay[]> {
  requireAdmin(db, caller);
  const { start, end } = requireDayRange(query);
  const usersById = new Map(db.users.map((user) => [user.id, user]));
  const bookings = activeBookingsOn(db, start, end, caller.now).map((row) => {
    const customer = usersById.get(row.userId);
    return {
      id: row.id,
      date: row.date,
      time: row.snapshot.time,
      customer: { id: row.userId, name: customer?.name ?? '', phone: customer?.phone ?? '' },
      paymentStatus: paymentStatusOf(db, row),
    };
  });
  return ok(bookings, 'Berhasil mengambil data reservasi');
}

/** Whether two closures overlap or adjoin, so that together they are one range of days. */
const touches = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= addDays(b.endDate, 1) && b.startDate <= addDays(a.endDate, 1);

/** The texts of merged closures (each maybe merged already), each part once, in order. */
const joined = (texts: string[], separator: string) =>
  [...new Set(texts.flatMap((text) => text.split(separator)).filter((part) => part !== ''))].join(separator);

/**
 * `POST /closed-day`: closes the days from `startDate` to `endDate`. Every active booking on them must have
 * a decision: keep it, ask its customer to move it (it stays booked meanwhile), or cancel it, giving back all that
 * was paid for it (a refund waiting for the admin). Decisions
 * naming other bookings than those (one was booked or cancelled since the form opened) refuse the whole
 * closure. A closure overlapping or adjoining others becomes one with them.
 */
export function createClosure(db: Draft, caller: Caller, input: unknown): Outcome<ClosedDays> {
  requireAdmin(db, caller);
  const { startDate, endDate, label, note, decisions } = validate(closureSchema, input);
  const active = activeBookingsOn(db, startDate, endDate, caller.now);
  const decided = new Map<number, ClosureAction>(
    decisions.map((decision) => [decision.reservationId, decision.action]),
  );
  const sameBookings = decided.size === active.length && active.every((row) => decided.has(row.id));
  if (!sameBookings || decided.size !== decisions.length) throw conflict(BOOKINGS_CHANGED_MESSAGE);
  for (const reservation of active) {
    if (decided.get(reservation.id) !== 'cancel') continue;
    // The studio closed: all that was paid for the booking is given back.
    const { paid } = refundableBookingOf(db, reservation);
    cancelWithRefund(
      db,
      reservation,
      {
        amount: paid,
        paid,
        percent: null,
        by: 'closure',
        reason: label === '' ? 'Studio tutup' : `Studio tutup: ${label}`,
        bankAccount: null,
      },
      caller.now,
    );
  }

  const asked: ClosureRow = {
    id: nextId(db, 'closures'),
    startDate,
    endDate,
    label,
    note,
    createdAt: caller.now.toISOString(),
  };
  const merged = db.closures.filter((closure) => touches(closure, asked));
  const all = [...merged, asked].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const closure: ClosureRow = {
    ...asked,
    startDate: all[0]?.startDate ?? startDate,
    endDate: all.reduce((last, row) => (row.endDate > last ? row.endDate : last), asked.endDate),
    label: joined(
      all.map((row) => row.label),
      ' · ',
    ),
    note: joined(
      all.map((row) => row.note),
      '\n',
    ),
  };
  removeRows(db, 'closures', (row) => merged.includes(row));
  return created(view(insertRow(db, 'closures', closure)), 'Hari tutup berhasil disimpan');
}

/** `DELETE /closed-day/{id}`: opens a closure's days again. */
export function deleteClosure(db: Draft, caller: Caller, id: unknown): Outcome<ClosedDays> {
  requireAdmin(db, caller);
  const closure = findOr404(db.closures, id);
  removeRows(db, 'closures', (row) => row === closure);
  return ok(view(closure), 'Hari tutup berhasil dihapus');
}
