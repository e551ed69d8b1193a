import { completionRefusal, NOT_CHANGEABLE_MESSAGE } from '@/lib/rules/bookings';
import { adminRefundRefusal } from '@/lib/rules/refunds';
import type { BookedSlot, BookingChannel, Reservation, ReservationStatus } from '@/lib/api/api-types';
import { INVALID_DATE_MESSAGE, parseCalendarDay } from '@/lib/rules/calendar-day';
import { adminCancelSchema } from '@/lib/forms/refund-schemas';
import { reservationSchema, staffBookingSchema } from '@/lib/forms/schemas';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, TimeSlotRow, UserRow } from '@mocks/db/schema';
import { requireCatalogueChoice, type CatalogueChoice } from './catalogue-choice';
import { priceBooking, type BookingPrice } from '../vouchers/vouchers';
import { findOr404, requireAdmin, requireOwnerOrAdmin, signedIn, type Caller } from '../accounts/access';
import { isWithinDays, parseDayBounds, requireDayRange, type DayRange } from '../day-range';
import { badRequest, conflict } from '../errors';
import { isOpenTransaction } from '@/lib/rules/proofs';
import { addDays } from '@/lib/rules/studio-time';
import { created, ok, type Outcome } from '../outcome';
import { holdsSlot, requireBookableSlot, requireOpenAndFree } from './bookable-slot';
import { recordAddons, snapshotOf } from './reservation-records';
import { validate } from '../validation';
import { requireBookedCustomer } from '../customers/customers';
import { openTransaction } from '../transactions/transactions';
import { createViews, userNames } from '../views';
import { currentSettings } from '../settings/settings';
import { bookingPolicyOf } from '@/lib/rules/settings';
import { choiceOf, listed, parseListQuery, searched } from '../list-query';
import { recordRefund, refundableBookingOf, type RefundTerms } from '../refunds/refunds';
import { byReservation, byStatus, rowsGroupedBy, rowsNewestFirst } from '../table-index';

export const MAX_PENDING_RESERVATIONS = 3;
const TOO_MANY_PENDING_MESSAGE = `Anda masih memiliki ${MAX_PENDING_RESERVATIONS} reservasi yang belum selesai`;

/**
 * A pending booking of a slot on a day for a customer, priced by the backend (its voucher, if any, applied), with
 * its add-ons. A booking left with nothing to pay is paid at once: its transaction is made with it, paid.
 */
function insertReservation(
  db: Draft,
  booking: { userId: number; date: string; slot: TimeSlotRow; channel: BookingChannel; now: Date },
  { category, chosenPackage, chosenAddons }: CatalogueChoice,
  price: BookingPrice,
): ReservationRow {
  const { userId, date, slot, channel, now } = booking;
  const reservation = insertRow(db, 'reservations', {
    id: nextId(db, 'reservations'),
    userId,
    date,
    timeSlotId: slot.id,
    categoryId: category.id,
    categoryPackageId: chosenPackage.id,
    status: 'pending',
    total: price.total,
    voucher: price.voucher,
    channel,
    checkedInAt: null,
    cancellation: null,
    snapshot: snapshotOf(category, chosenPackage, slot),
    policy: bookingPolicyOf(currentSettings(db)),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  recordAddons(db, reservation.id, chosenAddons);
  if (reservation.total === 0) openTransaction(db, reservation, 'fullpayment', now);
  return reservation;
}

const RESERVATION_CREATED_MESSAGE = 'Reservasi berhasil dibuat';

/**
 * `POST /reservation`: a customer books a slot for themselves, its payment started afterwards
 * (`POST /transaction`); an admin books one for a customer (`bookForCustomer`).
 */
export function createReservation(db: Draft, caller: Caller, input: unknown): Outcome<Reservation> {
  const user = signedIn(db, caller);
  return user.role === 'admin' ? bookForCustomer(db, caller.now, input) : bookOwn(db, user, caller.now, input);
}

function bookOwn(db: Draft, customer: UserRow, now: Date, input: unknown): Outcome<Reservation> {
  const values = validate(reservationSchema, input);
  const { date } = values;
  const slot = requireBookableSlot(db, date, values.timeId, now, 'customer');
  const choice = requireCatalogueChoice(db, values);
  const price = priceBooking(db, customer.id, choice, values.voucherCode, now);

  const pending = rowsGroupedBy(db.reservations, byStatus).get('pending') ?? [];
  const pendingCount = pending.filter((row) => row.userId === customer.id).length;
  if (pendingCount >= MAX_PENDING_RESERVATIONS) throw conflict(TOO_MANY_PENDING_MESSAGE);
  requireOpenAndFree(db, date, slot);

  const booking = { userId: customer.id, date, slot, channel: 'web', now } as const;
  const reservation = insertReservation(db, booking, choice, price);
  return created(createViews(db).reservation(reservation), RESERVATION_CREATED_MESSAGE);
}

/**
 * The admin books for a customer who came in, wrote or called: the slot under way now may be taken (a
 * walk-in), never one that ended, is taken or falls on a closed day; no limit of pending bookings. The customer
 * is a known one or added now (`requireBookedCustomer`); the booking and its payment are made together, the
 * payment due as a booking the studio took (`paymentCutoff`).
 */
function bookForCustomer(db: Draft, now: Date, input: unknown): Outcome<Reservation> {
  const values = validate(staffBookingSchema, input);
  const { date } = values;
  const slot = requireBookableSlot(db, date, values.timeId, now, 'admin-walk-in');
  const choice = requireCatalogueChoice(db, values);
  requireOpenAndFree(db, date, slot);
  const customer = requireBookedCustomer(db, values.customer, now);
  const price = priceBooking(db, customer.id, choice, values.voucherCode, now);

  const booking = { userId: customer.id, date, slot, channel: values.channel, now };
  const reservation = insertReservation(db, booking, choice, price);
  if (reservation.total > 0) openTransaction(db, reservation, values.type, now);
  return created(createViews(db).reservation(reservation), RESERVATION_CREATED_MESSAGE);
}

const RESERVATION_STATUSES = [
  'pending',
  'success',
  'cancelled',
  'no-show',
] as const satisfies readonly ReservationStatus[];
const RESERVATION_FILTER_INVALID_MESSAGE = 'Filter status reservasi tidak valid';

/**
 * A list of reservations as `query` asks (docs/api.md, Lists): `status`, with `bySessionDay` the sessions from `from`
 * to `to` (the admin's list), then `q` in the id, the customer's name, the category and the package as booked,
 * newest first; the whole of it, or one page.
 */
function reservationList(
  db: Db,
  rows: readonly ReservationRow[],
  query: URLSearchParams,
  { bySessionDay = false } = {},
): Outcome<Reservation[]> {
  const { paging, search } = parseListQuery(query);
  const status = choiceOf(query, 'status', RESERVATION_STATUSES, RESERVATION_FILTER_INVALID_MESSAGE);
  const inStatus = status === undefined ? rows : rows.filter((row) => row.status === status);
  const days = bySessionDay ? parseDayBounds(query, INVALID_DATE_MESSAGE) : undefined;
  const onDays = days === undefined ? inStatus : inStatus.filter((row) => isWithinDays(row.date, days));
  const names = userNames(db);
  const found = searched(onDays, search, (row) => ({
    id: row.id,
    texts: [names.get(row.userId) ?? '', row.snapshot.categoryName, row.snapshot.packageName],
  }));
  return listed(found, paging, createViews(db).reservation, 'Berhasil mengambil data reservasi');
}

/**
 * `GET /reservations`: every reservation, for the admin, as `query` asks; `from` and `to` keep those whose session
 * is on those days (what the report's export of a period's bookings reads).
 */
export function listReservations(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<Reservation[]> {
  requireAdmin(db, caller);
  return reservationList(db, rowsNewestFirst(db.reservations), query, { bySessionDay: true });
}

/** `GET /reservations/user`: the caller's own reservations, as `query` asks. */
export function listOwnReservations(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<Reservation[]> {
  const customer = signedIn(db, caller);
  const own = rowsNewestFirst(db.reservations).filter((row) => row.userId === customer.id);
  return reservationList(db, own, query);
}

export function getReservation(db: Db, caller: Caller, id: unknown): Outcome<Reservation> {
  const user = signedIn(db, caller);
  const reservation = findOr404(db.reservations, id);
  requireOwnerOrAdmin(user, reservation.userId);
  return ok(createViews(db).reservation(reservation), 'Berhasil mengambil data reservasi');
}

/**
 * A day's reservations that hold a slot, by time. Admins see everything; customers only which slots are
 * taken, never by whom.
 */
export function reservationsOnDate(db: Db, caller: Caller, date: unknown): Outcome<Reservation[] | BookedSlot[]> {
  const user = signedIn(db, caller);
  const day = parseCalendarDay(date);
  if (day === undefined) throw badRequest(INVALID_DATE_MESSAGE);
  const views = createViews(db);
  const onDay = slotHoldersBetween(db, { start: day, end: day });
  const message = 'Berhasil mengambil data reservasi';
  return user.role === 'admin' ? ok(onDay.map(views.reservation), message) : ok(onDay.map(views.bookedSlot), message);
}

/** The longest range `GET /reservations/range` reads, in days (both ends included): a month of the calendar. */
export const MAX_RANGE_DAYS = 31;
const RANGE_TOO_LONG_MESSAGE = `Rentang tanggal maksimal ${MAX_RANGE_DAYS} hari`;

/**
 * `GET /reservations/range`: the reservations that hold a slot from `startDate` to `endDate` (both included,
 * at most `MAX_RANGE_DAYS` days), by day and time, as full rows: the admin's week at a glance.
 */
export function reservationsInRange(db: Db, caller: Caller, query: URLSearchParams): Outcome<Reservation[]> {
  requireAdmin(db, caller);
  const range = requireDayRange(query);
  if (addDays(range.start, MAX_RANGE_DAYS) <= range.end) throw badRequest(RANGE_TOO_LONG_MESSAGE);
  const views = createViews(db);
  return ok(slotHoldersBetween(db, range).map(views.reservation), 'Berhasil mengambil data reservasi');
}

/** The reservations holding a slot on the days of a range, by day and time. */
function slotHoldersBetween(db: Db, { start, end }: DayRange): ReservationRow[] {
  return db.reservations
    .filter((row) => start <= row.date && row.date <= end && holdsSlot(row))
    .sort((a, b) => a.date.localeCompare(b.date) || a.snapshot.time.localeCompare(b.snapshot.time));
}

/** Refuses a change to a reservation that is no longer pending. */
function requirePending(reservation: ReservationRow): void {
  if (reservation.status !== 'pending') throw conflict(NOT_CHANGEABLE_MESSAGE);
}

/**
 * Cancels a pending reservation, which frees its slot, expires its transaction if it is unpaid, and records what
 * it gives back (nothing at Rp 0), in one store change; it keeps when and by whom.
 */
export function cancelWithRefund(
  db: Draft,
  reservation: ReservationRow,
  terms: RefundTerms,
  now: Date,
): Outcome<Reservation> {
  requirePending(reservation);
  recordRefund(db, reservation, terms, now);
  const at = now.toISOString();
  const cancelled = updateRow(db, 'reservations', reservation, {
    status: 'cancelled',
    cancellation: { at, by: terms.by },
    updatedAt: at,
  });
  for (const transaction of rowsGroupedBy(db.transactions, byReservation).get(reservation.id) ?? []) {
    if (isOpenTransaction(transaction)) updateRow(db, 'transactions', transaction, { status: 'expired' });
  }
  return ok(createViews(db).reservation(cancelled), 'Reservasi berhasil dibatalkan');
}

/**
 * `PATCH /reservation/{id}/cancel`: the admin calls a session off. What was paid for it is given back, all of it
 * unless the admin names another amount (the studio's doing: no tier applies), with the admin's reason.
 */
export function cancelReservation(db: Draft, caller: Caller, id: unknown, input?: unknown): Outcome<Reservation> {
  requireAdmin(db, caller);
  const reservation = findOr404(db.reservations, id);
  const { reason, refundAmount } = validate(adminCancelSchema, input ?? {});
  requirePending(reservation);
  const { paid } = refundableBookingOf(db, reservation);
  const amount = refundAmount ?? paid;
  const refusal = adminRefundRefusal(amount, paid);
  if (refusal) throw badRequest(refusal);
  const terms = { amount, paid, percent: null, by: 'admin', reason, bankAccount: null } as const;
  return cancelWithRefund(db, reservation, terms, caller.now);
}

/** Marks a session done: a pending, paid booking whose session has started by the backend's clock. */
export function completeReservation(db: Draft, caller: Caller, id: unknown): Outcome<Reservation> {
  requireAdmin(db, caller);
  const reservation = findOr404(db.reservations, id);
  const transactions = db.transactions.filter((row) => row.reservationId === reservation.id);
  const { status, date, snapshot } = reservation;
  const refusal = completionRefusal({ status, date, time: snapshot.time, transactions }, caller.now);
  if (refusal) throw conflict(refusal);
  const completed = updateRow(db, 'reservations', reservation, {
    status: 'success',
    updatedAt: caller.now.toISOString(),
  });
  return ok(createViews(db).reservation(completed), 'Reservasi berhasil diselesaikan');
}
