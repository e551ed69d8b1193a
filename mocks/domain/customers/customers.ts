/**
 * The studio's customers as the admin finds them, books for them and keeps notes on them: people with an account,
 * and those the admin added with a name and a WhatsApp number only, who may register later and take their bookings
 * over. Each comes with what their bookings say of them (src/lib/rules/customer-record.ts).
 */
import type { Customer, CustomerDetail, ReservationStatus } from '@/lib/api/api-types';
import { customerNotesSchema, type NewCustomerInput, type StaffBookingInput } from '@/lib/forms/schemas';
import { customerRecord, type RecordedBooking } from '@/lib/rules/customer-record';
import { bookingMoney } from '@/lib/rules/money';
import { isSamePhoneNumber, nationalDigits } from '@/lib/rules/phone-numbers';
import { insertRow, nextId, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, ReservationRow, UserRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { findUserByEmail, normaliseEmail } from '../accounts/accounts';
import { badRequest, conflict } from '../errors';
import { choiceOf, listed, parseListQuery, searched } from '../list-query';
import { ok, type Outcome } from '../outcome';
import { byReservation, byTransaction, byUser, rowsGroupedBy } from '../table-index';
import { validate } from '../validation';
import { createViews } from '../views';

const CUSTOMER_NOT_FOUND_MESSAGE = 'Pelanggan tidak ditemukan';
const CUSTOMERS_FOUND_MESSAGE = 'Berhasil mengambil data pelanggan';
export const CUSTOMER_SORT_INVALID_MESSAGE = 'Urutan pelanggan tidak valid';

const customersOf = (db: Db) => db.users.filter((user) => user.role === 'user');

/** A customer's reservations as their figures read them: session, channel, how each ended, and what it paid. */
function recordedBookings(db: Db, rows: readonly ReservationRow[]): RecordedBooking[] {
  const transactionsOf = rowsGroupedBy(db.transactions, byReservation);
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  return rows.map((row) => {
    const proofs = (transactionsOf.get(row.id) ?? []).flatMap((transaction) => proofsOf.get(transaction.id) ?? []);
    return {
      status: row.status,
      date: row.date,
      time: row.snapshot.time,
      channel: row.channel,
      checkedInAt: row.checkedInAt,
      cancellation: row.cancellation,
      createdAt: row.createdAt,
      paid: bookingMoney(row.total, proofs).paid,
    };
  });
}

/** A customer's reservations, in table order. */
const reservationsOf = (db: Db, user: UserRow) => rowsGroupedBy(db.reservations, byUser).get(user.id) ?? [];

function customerView(user: UserRow, bookings: readonly RecordedBooking[], now: Date): Customer {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    hasAccount: user.password !== null,
    createdAt: user.createdAt,
    ...customerRecord(bookings, now),
  };
}

/** The orders `GET /customers` takes: a field, ascending, or descending with a leading `-`. */
const SORT_FIELDS = [
  'name',
  'createdAt',
  'reservationCount',
  'paid',
  'lastVisit',
  'nextVisit',
  'noShows',
  'lateCancellations',
] as const satisfies readonly (keyof Customer)[];
type SortField = (typeof SORT_FIELDS)[number];
const SORTS = SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);

/** Names in Indonesian order; one collator for every comparison, as making one per call is slow. */
const collator = new Intl.Collator('id');

/** Compares two customers by a field, ascending; an absent visit comes after any. */
function compareBy(field: SortField): (a: Customer, b: Customer) => number {
  return (a, b) => {
    const first = a[field];
    const second = b[field];
    if (typeof first === 'number' && typeof second === 'number') return first - second;
    return collator.compare(String(first), String(second));
  };
}

/** The customers in the order asked for, absent visits last either way, ties by name and then id. */
function sortedCustomers(customers: Customer[], sort: (typeof SORTS)[number]): Customer[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as SortField;
  const byField = compareBy(field);
  const byName = compareBy('name');
  return customers.sort((a, b) => {
    const aAbsent = a[field] === null;
    const bAbsent = b[field] === null;
    if (aAbsent !== bAbsent) return aAbsent ? 1 : -1;
    const order = aAbsent ? 0 : byField(a, b) * (descending ? -1 : 1);
    return order || byName(a, b) || a.id - b.id;
  });
}

/**
 * `GET /customers`: the customers with their figures, by name or in the `sort` asked for, or those `q` finds in a
 * name, an email or a phone number (which matches however it is written: "0812…" finds "+62 812…"); the whole
 * list or one page.
 */
export function listCustomers(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<Customer[]> {
  requireAdmin(db, caller);
  const { paging, search } = parseListQuery(query);
  const sort = choiceOf(query, 'sort', SORTS, CUSTOMER_SORT_INVALID_MESSAGE) ?? 'name';
  const customers = customersOf(db);
  const byText = new Set(
    searched(customers, search, (user) => ({ id: user.id, texts: [user.name, user.email ?? ''] })),
  );
  const digits = nationalDigits(search);
  const found = customers.filter(
    (user) => byText.has(user) || (digits !== undefined && (nationalDigits(user.phone) ?? '').includes(digits)),
  );
  const views = found.map((user) => customerView(user, recordedBookings(db, reservationsOf(db, user)), caller.now));
  return listed(sortedCustomers(views, sort), paging, (customer) => customer, CUSTOMERS_FOUND_MESSAGE);
}

/** The reservations that stand: a booking still to come or done, whose money is owed or kept. */
const stands = (reservation: { status: ReservationStatus }) =>
  reservation.status === 'pending' || reservation.status === 'success';

/** A customer's page: their figures, the admin's notes, their money, bookings and messages. */
function customerDetail(db: Db, user: UserRow, now: Date): CustomerDetail {
  const views = createViews(db);
  const rows = reservationsOf(db, user);
  const reservations = [...rows]
    .sort((a, b) => b.date.localeCompare(a.date) || b.snapshot.time.localeCompare(a.snapshot.time) || b.id - a.id)
    .map(views.reservation);
  const money = reservations.filter(stands).reduce(
    (sum, reservation) => {
      const proofs = reservation.transactions.flatMap((transaction) => transaction.transaction_detail);
      const { total, paid, remaining } = bookingMoney(reservation.total, proofs);
      return { total: sum.total + total, paid: sum.paid + paid, remaining: sum.remaining + remaining };
    },
    { total: 0, paid: 0, remaining: 0 },
  );
  const messages = db.reminders
    .filter((row) => row.userId === user.id && (row.sentAt !== null || row.withdrawnAt === null))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map(views.reminder);
  return {
    customer: customerView(user, recordedBookings(db, rows), now),
    notes: user.notes,
    money,
    reservations,
    messages,
  };
}

/** The customer with this id: 404 for an admin's id as for one that matches nobody. */
function findCustomer(db: Db, id: unknown): UserRow {
  return findOr404(customersOf(db), id);
}

/** `GET /customer/{id}`: one customer's page. */
export function getCustomer(db: Db, caller: Caller, id: unknown): Outcome<CustomerDetail> {
  requireAdmin(db, caller);
  return ok(customerDetail(db, findCustomer(db, id), caller.now), CUSTOMERS_FOUND_MESSAGE);
}

/** `PATCH /customer/{id}`: replaces the admin's private notes on a customer. */
export function updateCustomerNotes(db: Draft, caller: Caller, id: unknown, body: unknown): Outcome<CustomerDetail> {
  requireAdmin(db, caller);
  const customer = findCustomer(db, id);
  const { notes } = validate(customerNotesSchema, body);
  const updated = updateRow(db, 'users', customer, { notes });
  return ok(customerDetail(db, updated, caller.now), 'Catatan pelanggan berhasil disimpan');
}

/** The customer with an email or a phone number a new customer would have too, if any, and which one it is. */
function customerSharingContact(db: Db, person: NewCustomerInput): string | undefined {
  const byEmail = person.email === null ? undefined : findUserByEmail(db, person.email);
  if (byEmail) return `Email sudah terdaftar atas nama ${byEmail.name}`;
  const byPhone = customersOf(db).find((user) => isSamePhoneNumber(user.phone, person.phone));
  if (byPhone) return `Nomor WhatsApp sudah terdaftar atas nama ${byPhone.name}`;
  return undefined;
}

/**
 * The customer an admin's booking is for: a known customer by id (400 when there is none), or a new one added
 * without a password; one whose email or WhatsApp number is already someone's is refused (409, naming them), so
 * nobody is added twice.
 */
export function requireBookedCustomer(db: Draft, customer: StaffBookingInput['customer'], now: Date): UserRow {
  if ('id' in customer) {
    const known = customersOf(db).find((user) => user.id === customer.id);
    if (!known) throw badRequest(CUSTOMER_NOT_FOUND_MESSAGE);
    return known;
  }
  const sharing = customerSharingContact(db, customer);
  if (sharing) throw conflict(sharing);
  return insertRow(db, 'users', {
    id: nextId(db, 'users'),
    name: customer.name,
    email: customer.email === null ? null : normaliseEmail(customer.email),
    phone: customer.phone,
    role: 'user',
    password: null,
    reminderOptOuts: [],
    notes: '',
    createdAt: now.toISOString(),
  });
}
