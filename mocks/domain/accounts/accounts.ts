import type { LoginResult, Profile, User } from '@/lib/api/api-types';
import { loginSchema, registerSchema, type RegisterInput } from '@/lib/forms/schemas';
import { insertRow, nextId, removeRows, updateRow, type Draft } from '@mocks/db/draft';
import type { Db, PasswordHash, TokenRow, UserRow } from '@mocks/db/schema';
import { conflict, DomainError, unauthorized } from '../errors';
import { clearLoginFailures, isLoginLocked, recordLoginFailure, tooManyLoginAttempts } from './login-throttle';
import { created, ok, type Outcome } from '../outcome';
import { dummyPasswordHash, hashPassword, randomToken, verifyPassword } from './passwords';
import { validate } from '../validation';
import { isSamePhoneNumber } from '@/lib/rules/phone-numbers';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A user who can sign in: an email and a password (a customer the admin added has neither until they register). */
interface AccountRow extends UserRow {
  readonly email: string;
  readonly password: PasswordHash;
}

function hasAccount(user: UserRow): user is AccountRow {
  return user.email !== null && user.password !== null;
}

/** A user as `/me` and registration show them: only ever someone who can sign in. */
function toUser(user: UserRow): User {
  if (!hasAccount(user)) throw new Error(`User ${user.id} has no account to show`);
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role };
}

/** The user as `/me` shows them: with the kinds of reminder they do not want. */
export function toProfile(user: UserRow): Profile {
  return { ...toUser(user), reminderOptOuts: [...user.reminderOptOuts] };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user with an email, whether they can sign in or were added by the admin without a password. */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  const wanted = normaliseEmail(email);
  return db.users.find((user) => user.email !== null && normaliseEmail(user.email) === wanted);
}

const EMAIL_TAKEN = 'Email sudah terdaftar';

/** Refuses (409) an email someone already signs in with. */
function requireEmailFree(db: Db, email: string): void {
  const holder = findUserByEmail(db, email);
  if (holder && hasAccount(holder)) throw conflict(EMAIL_TAKEN);
}

/** A registration's values, checked against what is stored (400, 409) before any password is hashed. */
export function checkRegistration(db: Db, input: unknown): RegisterInput {
  const values = validate(registerSchema, input);
  requireEmailFree(db, values.email);
  return values;
}

/**
 * The customer the admin added without an account whom a registration takes over, so the person finds the
 * bookings the studio made for them: the one with the registration's email, or else one with its phone number
 * and no email at all.
 */
function customerAddedByStudio(db: Db, values: RegisterInput): UserRow | undefined {
  const byEmail = findUserByEmail(db, values.email);
  if (byEmail) return byEmail;
  return db.users.find(
    (user) =>
      user.role === 'user' &&
      user.password === null &&
      user.email === null &&
      isSamePhoneNumber(user.phone, values.phone),
  );
}

/**
 * Adds a customer whose password was hashed beforehand (outside the store, see credentials.ts), or gives the
 * account to the customer the admin added for them (`customerAddedByStudio`), with the name, email and phone the
 * person registered with. The email is checked again: another registration may have taken it meanwhile.
 */
export function addCustomer(db: Draft, values: RegisterInput, password: PasswordHash, now: Date): Outcome<User> {
  requireEmailFree(db, values.email);
  const account = { name: values.name, email: normaliseEmail(values.email), phone: values.phone, password };
  const added = customerAddedByStudio(db, values);
  const user = added
    ? updateRow(db, 'users', added, account)
    : insertRow(db, 'users', {
        id: nextId(db, 'users'),
        ...account,
        role: 'user',
        reminderOptOuts: [],
        notes: '',
        createdAt: now.toISOString(),
      });
  return created(toUser(user), 'Registrasi berhasil, silakan masuk');
}

/** Registers a customer within one change; the password is kept as a hash of `passwordHashIterations` rounds. */
export async function register(
  db: Draft,
  input: unknown,
  now: Date,
  passwordHashIterations: number,
): Promise<Outcome<User>> {
  const values = checkRegistration(db, input);
  return addCustomer(db, values, await hashPassword(values.password, passwordHashIterations), now);
}

/** What a sign-in attempt ends in: a token, or a refusal to answer once what the attempt recorded is kept. */
export type LoginAttempt = { signedIn: Outcome<LoginResult> } | { refused: DomainError };

/** A sign-in under way: the email, the password given, and the hash it is checked against (a dummy one's for an unknown email). */
export interface LoginCandidate {
  email: string;
  password: string;
  userId: number | undefined;
  hash: PasswordHash;
}

/**
 * Starts a sign-in, throttled per email (login-throttle.ts): a locked email is refused with 429 before any
 * password is checked; otherwise the attempt is counted as a failure at once, until `settleLogin` finds the
 * password right. Counted before the password is checked, attempts sent all at once are throttled as if sent
 * one after another. An unknown email's password is checked against a dummy hash of the current cost, so it
 * costs the same derivation as a known one.
 */
export function beginLogin(db: Draft, input: unknown, now: Date, passwordHashIterations: number): LoginCandidate {
  const values = validate(loginSchema, input);
  const email = normaliseEmail(values.email);
  if (isLoginLocked(db, email, now)) throw tooManyLoginAttempts();
  recordLoginFailure(db, email, now);
  const found = findUserByEmail(db, email);
  const user = found && hasAccount(found) ? found : undefined;
  return {
    email,
    password: values.password,
    userId: user?.id,
    hash: user?.password ?? dummyPasswordHash(passwordHashIterations),
  };
}

/**
 * Ends a sign-in once its password was checked: a wrong one (or an account gone meanwhile) is refused with
 * 401, its failure kept; a right one clears the email's failures, keeps a `rehashed` password (one kept at a
 * lower cost than the current, hashed again at that cost) unless it changed meanwhile, and issues a token.
 */
export function settleLogin(
  db: Draft,
  { email, userId, hash }: LoginCandidate,
  matches: boolean,
  now: Date,
  rehashed?: PasswordHash,
): LoginAttempt {
  const user = db.users.find((candidate) => candidate.id === userId);
  if (!user || !hasAccount(user) || !matches) return { refused: new DomainError(401, 'Email atau password salah') };
  clearLoginFailures(db, email);
  const signedIn =
    rehashed && user.password.hash === hash.hash ? updateRow(db, 'users', user, { password: rehashed }) : user;
  return { signedIn: ok({ token: issueToken(db, signedIn, now) }, 'Login berhasil') };
}

/**
 * Signs in with an email and password within one change (the tests' and the demo's way; the API's, which
 * checks the password outside the store, is in credentials.ts). The refusals are answered, not thrown: a
 * counted failure is a change the store must keep.
 */
export async function attemptLogin(
  db: Draft,
  input: unknown,
  now: Date,
  passwordHashIterations: number,
): Promise<LoginAttempt> {
  let candidate: LoginCandidate;
  try {
    candidate = beginLogin(db, input, now, passwordHashIterations);
  } catch (error) {
    if (error instanceof DomainError && error.status === 429) return { refused: error };
    throw error;
  }
  const matches = await verifyPassword(candidate.password, candidate.hash);
  const rehashed =
    matches && candidate.hash.iterations < passwordHashIterations
      ? await hashPassword(candidate.password, passwordHashIterations)
      : undefined;
  return settleLogin(db, candidate, matches, now, rehashed);
}

/** Issues a bearer token to a user who proved who they are, and answers it. */
export function issueToken(db: Draft, user: UserRow, now: Date): string {
  const token = randomToken();
  insertRow(db, 'tokens', {
    token,
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
  });
  return token;
}

/** Revokes a token: it signs no one in any more. */
export function revokeToken(db: Draft, token: string): void {
  removeRows(db, 'tokens', (row) => row.token === token);
}

/** Removes the tokens that have expired at `now`; answers how many there were. */
export function removeExpiredTokens(db: Draft, now: Date): number {
  // Runs before every request over every session, so it compares text: `expiresAt` is always an ISO instant
  // in UTC (toISOString), whose text sorts as its time does.
  const at = now.toISOString();
  return removeRows(db, 'tokens', (row) => row.expiresAt <= at).length;
}

/** The row of a bearer token; a missing, unknown or expired token is refused with 401. */
function liveToken(db: Db, token: string | undefined, now: Date): TokenRow {
  if (!token) throw unauthorized();
  const row = db.tokens.find((candidate) => candidate.token === token);
  if (!row || new Date(row.expiresAt) <= now) throw unauthorized();
  return row;
}

/** Signs out: the caller's token is revoked at once. A missing, unknown or expired token is refused with 401. */
export function logout(db: Draft, token: string | undefined, now: Date): Outcome<null> {
  revokeToken(db, liveToken(db, token, now).token);
  return ok(null, 'Logout berhasil');
}

/** The user a bearer token belongs to; a missing, unknown or expired token is refused with 401. */
export function authenticate(db: Db, token: string | undefined, now: Date): AccountRow {
  const row = liveToken(db, token, now);
  const user = db.users.find((candidate) => candidate.id === row.userId);
  if (!user || !hasAccount(user)) throw unauthorized();
  return user;
}

export function currentUser(db: Db, token: string | undefined, now: Date): Outcome<Profile> {
  return ok(toProfile(authenticate(db, token, now)), 'Data pengguna berhasil diambil');
}
