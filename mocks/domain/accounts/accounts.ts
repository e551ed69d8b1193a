import type { LoginResult, Profile, User } from '@/lib/api/api-types';
import { loginSchema, registerSchema } from '@/lib/forms/schemas';
import { nextId, type Db, type SessionRow, type UserRow } from '@mocks/db/schema';
import { conflict, DomainError, unauthorized } from '../errors';
import { clearLoginFailures, isLoginLocked, recordLoginFailure, tooManyLoginAttempts } from './login-throttle';
import { created, ok, type Outcome } from '../outcome';
import { dummyPasswordHash, hashPassword, randomToken, verifyPassword } from './passwords';
import { validate } from '../validation';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function toUser(user: UserRow): User {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role };
}

/** The user as `/me` shows them: with the kinds of reminder they do not want. */
export function toProfile(user: UserRow): Profile {
  return { ...toUser(user), reminderOptOuts: [...user.reminderOptOuts] };
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  const wanted = normaliseEmail(email);
  return db.users.find((user) => normaliseEmail(user.email) === wanted);
}

/** Registers a customer; the password is kept as a hash of `passwordHashIterations` rounds. */
export async function register(
  db: Db,
  input: unknown,
  now: Date,
  passwordHashIterations: number,
): Promise<Outcome<User>> {
  const values = validate(registerSchema, input);
  if (findUserByEmail(db, values.email)) throw conflict('Email sudah terdaftar');
  const password = await hashPassword(values.password, passwordHashIterations);
  const user: UserRow = {
    id: nextId(db, 'users'),
    name: values.name,
    email: normaliseEmail(values.email),
    phone: values.phone,
    role: 'user',
    password,
    reminderOptOuts: [],
    createdAt: now.toISOString(),
  };
  db.users.push(user);
  return created(toUser(user), 'Registrasi berhasil, silakan masuk');
}

/** What a sign-in attempt ends in: a session, or a refusal to answer once what the attempt recorded is kept. */
export type LoginAttempt = { signedIn: Outcome<LoginResult> } | { refused: DomainError };

/**
 * Signs in with an email and password, throttled per email (login-throttle.ts): a locked email is refused
 * with 429 before any password is checked; a wrong password or an unknown email is counted as a failure
 * and refused with 401; a success clears the email's failures. An unknown email's password is checked
 * against a dummy hash of the current cost, so it costs the same derivation as a known one. A password kept
 * at a lower cost than the current one is rehashed at the current cost once it has been proved.
 *
 * The refusals are answered, not thrown: a counted failure is a change the store must keep.
 */
export async function attemptLogin(
  db: Db,
  input: unknown,
  now: Date,
  passwordHashIterations: number,
): Promise<LoginAttempt> {
  const values = validate(loginSchema, input);
  const email = normaliseEmail(values.email);
  if (isLoginLocked(db, email, now)) return { refused: tooManyLoginAttempts() };
  const user = findUserByEmail(db, email);
  const matches = await verifyPassword(values.password, user?.password ?? dummyPasswordHash(passwordHashIterations));
  if (!user || !matches) {
    recordLoginFailure(db, email, now);
    return { refused: new DomainError(401, 'Email atau password salah') };
  }
  clearLoginFailures(db, email);
  if (user.password.iterations < passwordHashIterations)
    user.password = await hashPassword(values.password, passwordHashIterations);
  return { signedIn: ok({ token: openSession(db, user, now) }, 'Login berhasil') };
}

/** Starts a session for a user who proved who they are, and answers its bearer token. */
export function openSession(db: Db, user: UserRow, now: Date): string {
  const token = randomToken();
  db.sessions.push({
    token,
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
  });
  return token;
}

/** Ends a session: its token signs no one in any more. */
export function endSession(db: Db, token: string): void {
  db.sessions = db.sessions.filter((session) => session.token !== token);
}

/** Removes the sessions that have expired at `now`; answers how many there were. */
export function removeExpiredSessions(db: Db, now: Date): number {
  const before = db.sessions.length;
  db.sessions = db.sessions.filter((session) => new Date(session.expiresAt) > now);
  return before - db.sessions.length;
}

/** The session of a bearer token; a missing, unknown or expired token is refused with 401. */
function liveSession(db: Db, token: string | undefined, now: Date): SessionRow {
  if (!token) throw unauthorized();
  const session = db.sessions.find((candidate) => candidate.token === token);
  if (!session || new Date(session.expiresAt) <= now) throw unauthorized();
  return session;
}

/** Signs out: the caller's token is revoked at once. A missing, unknown or expired token is refused with 401. */
export function logout(db: Db, token: string | undefined, now: Date): Outcome<null> {
  endSession(db, liveSession(db, token, now).token);
  return ok(null, 'Logout berhasil');
}

/** The user a bearer token belongs to; a missing, unknown or expired token is refused with 401. */
export function authenticate(db: Db, token: string | undefined, now: Date): UserRow {
  const session = liveSession(db, token, now);
  const user = db.users.find((candidate) => candidate.id === session.userId);
  if (!user) throw unauthorized();
  return user;
}

export function currentUser(db: Db, token: string | undefined, now: Date): Outcome<Profile> {
  return ok(toProfile(authenticate(db, token, now)), 'Data pengguna berhasil diambil');
}
