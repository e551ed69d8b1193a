import { loginSchema, registerSchema } from '../../src/lib/schemas';
import { nextId, type Db, type Role, type UserRow } from '../db/schema';
import { conflict, DomainError, forbidden, unauthorized } from './errors';
import { created, ok, type Outcome } from './outcome';
import { hashPassword, randomToken, verifyPassword } from './passwords';
import { validate } from './validation';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A user as any response may show them: never a password or hash. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
}

export function toPublicUser(user: UserRow): PublicUser {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, role: user.role };
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  const wanted = normaliseEmail(email);
  return db.users.find((user) => normaliseEmail(user.email) === wanted);
}

/** Registers a customer; the password is kept as a hash of `passwordHashIterations` rounds. */
export async function register(db: Db, input: unknown, now: Date, passwordHashIterations: number): Promise<Outcome<PublicUser>> {
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
    createdAt: now.toISOString(),
  };
  db.users.push(user);
  return created(toPublicUser(user), 'Registrasi berhasil, silakan masuk');
}

export async function login(db: Db, input: unknown, now: Date): Promise<Outcome<{ token: string }>> {
  const values = validate(loginSchema, input);
  const user = findUserByEmail(db, values.email);
  const matches = user ? await verifyPassword(values.password, user.password) : false;
  if (!user || !matches) throw new DomainError(401, 'Email atau password salah');
  return ok({ token: openSession(db, user, now) }, 'Login berhasil');
}

/** Starts a session for a user who proved who they are, and answers its bearer token. */
export function openSession(db: Db, user: UserRow, now: Date): string {
  removeExpiredSessions(db, now);
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

function removeExpiredSessions(db: Db, now: Date): void {
  db.sessions = db.sessions.filter((session) => new Date(session.expiresAt) > now);
}

/** The user a bearer token belongs to; a missing, unknown or expired token is refused with 401. */
export function authenticate(db: Db, token: string | undefined, now: Date): UserRow {
  if (!token) throw unauthorized();
  const session = db.sessions.find((candidate) => candidate.token === token);
  if (!session || new Date(session.expiresAt) <= now) throw unauthorized();
  const user = db.users.find((candidate) => candidate.id === session.userId);
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user, refused with 403 when their role may not do this. */
export function authorize(db: Db, token: string | undefined, now: Date, allowed: readonly Role[]): UserRow {
  const user = authenticate(db, token, now);
  if (!allowed.includes(user.role)) throw forbidden();
  return user;
}

export function currentUser(db: Db, token: string | undefined, now: Date): Outcome<PublicUser> {
  return ok(toPublicUser(authenticate(db, token, now)), 'Data pengguna berhasil diambil');
}
