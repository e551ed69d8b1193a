import { demoAccounts } from '@/content/demo-accounts';
import type { Draft } from '@mocks/db/draft';
import type { Db, PasswordHash, UserRow } from '@mocks/db/schema';
import type { Caller } from '../accounts/access';
import { addCustomer, checkRegistration, revokeToken, findUserByEmail, issueToken } from '../accounts/accounts';

/** Someone a scenario acts as: their account, and a session to act through at any instant before it ends. */
export interface Actor {
  user: UserRow;
  token: string;
  at(instant: Date): Caller;
}

/** Opens a session for a user, as a login does. */
export function signInAs(db: Draft, user: UserRow, now: Date): Actor {
  const token = issueToken(db, user, now);
  return { user, token, at: (instant) => ({ token, now: instant }) };
}

/** Acts as someone for one part of a scenario: the session opened for it ends with it. */
export function actingAs<T>(db: Draft, user: UserRow, now: Date, work: (actor: Actor) => T): T {
  const actor = signInAs(db, user, now);
  const result = work(actor);
  revokeToken(db, actor.token);
  return result;
}

export function demoAccount(db: Db, who: keyof typeof demoAccounts): UserRow {
  const user = findUserByEmail(db, demoAccounts[who].email);
  if (!user) throw new Error(`The demo account ${who} is missing`);
  return user;
}

/** The customers other than the demo customer, with the fewest bookings still pending first. */
export function leastBusyCustomer(db: Db): UserRow {
  const demoCustomerId = demoAccount(db, 'customer').id;
  const pendingOf = (user: UserRow) =>
    db.reservations.filter((row) => row.userId === user.id && row.status === 'pending').length;
  const [customer] = db.users
    .filter((user) => user.role === 'user' && user.id !== demoCustomerId)
    .map((user) => ({ user, pending: pendingOf(user) }))
    .sort((a, b) => a.pending - b.pending || a.user.id - b.user.id);
  if (!customer) throw new Error('There is no customer besides the demo customer');
  return customer.user;
}

/** An address for a name that no account has yet: `nama.lengkap7@contoh.id`. */
function unusedEmailFor(db: Db, name: string): string {
  const local =
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .join('.') || 'pelanggan';
  let number = 1;
  while (findUserByEmail(db, `${local}${number}@contoh.id`)) number += 1;
  return `${local}${number}@contoh.id`;
}

/**
 * Registers a customer for a scenario under a name it was given, with an address no one has yet and the
 * demo customer's password, as the registration form would.
 */
export function registerDemoCustomer(
  db: Draft,
  { name, password }: { name: string; password: PasswordHash },
  now: Date,
): UserRow {
  const phone = `0813${String(db.sequences.users + 1).padStart(8, '0')}`;
  const input = { name, email: unusedEmailFor(db, name), phone, password: demoAccounts.customer.password };
  const { id } = addCustomer(db, checkRegistration(db, input), password, now).data;
  const user = db.users.find((row) => row.id === id);
  if (!user) throw new Error(`The new customer ${id} is missing`);
  return user;
}
