/**
 * The studio's customers as the admin finds them and books for them: people with an account, and those the admin
 * added with a name and a WhatsApp number only, who may register later and take their bookings over.
 */
import type { Customer } from '@/lib/api/api-types';
import type { NewCustomerInput, StaffBookingInput } from '@/lib/forms/schemas';
import { isSamePhoneNumber, nationalDigits } from '@/lib/rules/phone-numbers';
import { insertRow, nextId, type Draft } from '@mocks/db/draft';
import type { Db, UserRow } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { findUserByEmail, normaliseEmail } from '../accounts/accounts';
import { badRequest, conflict } from '../errors';
import { listed, parseListQuery, searched } from '../list-query';
import type { Outcome } from '../outcome';

const CUSTOMER_NOT_FOUND_MESSAGE = 'Pelanggan tidak ditemukan';

function customerView(user: UserRow): Customer {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    hasAccount: user.password !== null,
    createdAt: user.createdAt,
  };
}

const customersOf = (db: Db) => db.users.filter((user) => user.role === 'user');

/**
 * `GET /customers`: the customers by name, or those `q` finds in a name, an email or a phone number (which
 * matches however it is written: "0812…" finds "+62 812…"); the whole list or one page.
 */
export function listCustomers(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<Customer[]> {
  requireAdmin(db, caller);
  const { paging, search } = parseListQuery(query);
  const byName = customersOf(db).sort((a, b) => a.name.localeCompare(b.name, 'id') || a.id - b.id);
  const byText = new Set(searched(byName, search, (user) => ({ id: user.id, texts: [user.name, user.email ?? ''] })));
  const digits = nationalDigits(search);
  const found = byName.filter(
    (user) => byText.has(user) || (digits !== undefined && (nationalDigits(user.phone) ?? '').includes(digits)),
  );
  return listed(found, paging, customerView, 'Berhasil mengambil data pelanggan');
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
    createdAt: now.toISOString(),
  });
}
