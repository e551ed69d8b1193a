/** Shared by the concurrency and property tests: signed-in people, upload URLs and free slots, made through the rules. */
import type { Db } from './db/schema';
import { createSeed } from './db/seed';
import type { Caller } from './domain/access';
import { login, register } from './domain/accounts';
import { holdsSlot } from './domain/reservations';
import { addDays, slotStart, studioDayOf } from './domain/studio-time';
import { planUpload, recordUpload } from './domain/uploads';
import { TEST_PASSWORD_HASH_ITERATIONS } from './domain/passwords';

/** The seed for a moment, as the test backends make it: images under '/', passwords hashed cheaply. */
export const createTestSeed = (now: Date): Promise<Db> => createSeed({ now, assetBase: '/', passwordHashIterations: TEST_PASSWORD_HASH_ITERATIONS });

export interface SignedIn {
  id: number;
  email: string;
  token: string;
}

const PASSWORD = 'rahasia123';

/** The first bytes of a PNG file: enough for the upload rule to recognise an image. */
export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** Registers and signs in new customers (two PBKDF2 runs each, so make them once per file). */
export async function signUpCustomers(db: Db, count: number, now: Date, prefix = 'uji'): Promise<SignedIn[]> {
  const people = Array.from({ length: count }, (_, index) => ({
    name: `Pelanggan ${prefix} ${index + 1}`,
    email: `${prefix}.${index + 1}@contoh.id`,
    phone: `0812${String(index + 1).padStart(8, '0')}`,
    password: PASSWORD,
  }));
  const registered = await Promise.all(people.map((person) => register(db, person, now, TEST_PASSWORD_HASH_ITERATIONS)));
  const sessions = await Promise.all(people.map((person) => login(db, { email: person.email, password: PASSWORD }, now)));
  return registered.map((outcome, index) => ({ id: outcome.data.id, email: outcome.data.email, token: sessions[index]!.data.token }));
}

/** Signs in an existing account (one PBKDF2 run). */
export async function signIn(db: Db, email: string, password: string, now: Date): Promise<SignedIn> {
  const { token } = (await login(db, { email, password }, now)).data;
  const user = db.users.find((row) => row.email === email);
  if (!user) throw new Error(`No account ${email}`);
  return { id: user.id, email, token };
}

/** Issues a payment-proof upload URL to the calling customer, as `POST /upload` with `entity=transaction` does. */
export function issueProofUrl(db: Db, caller: Caller): string {
  const plan = planUpload(db, caller, 'transaction', [{ mimeType: 'image/png', size: 2048, head: PNG_HEAD }]);
  const [url] = recordUpload(db, caller, plan, (key) => `/api/v1/files/${key}`).data;
  if (url === undefined) throw new Error('No upload URL issued');
  return url;
}

export interface BookableSlot {
  date: string;
  timeId: number;
}

/** Slots `daysAhead` studio days after `now` that have not started and that nothing holds yet. */
export function freeSlots(db: Db, now: Date, daysAhead: number): BookableSlot[] {
  const date = addDays(studioDayOf(now), daysAhead);
  return db.timeSlots
    .filter((slot) => slotStart(date, slot.time) > now)
    .filter((slot) => !db.reservations.some((row) => row.date === date && row.snapshot.time === slot.time && holdsSlot(row)))
    .map((slot) => ({ date, timeId: slot.id }));
}

/** A category with its first package: what a booking needs besides the slot. */
export function someCategoryPackage(db: Db): { categoryId: number; categoryPackageId: number } {
  const chosen = db.packages[0];
  if (!chosen) throw new Error('The seed has no packages');
  return { categoryId: chosen.categoryId, categoryPackageId: chosen.id };
}
