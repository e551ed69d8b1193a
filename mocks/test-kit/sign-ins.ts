/** For the concurrency and property tests: many signed-in people, proof URLs and free slots, made through the rules. */
import type { Draft } from '../db/draft';
import type { Db } from '../db/schema';
import type { Caller } from '../domain/accounts/access';
import { register } from '../domain/accounts/accounts';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { isSlotHeld } from '../domain/reservations/bookable-slot';
import { addDays, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { numberedCustomers } from './customers';
import { issueUpload } from './rules';
import { signInWith } from './sign-in';

export interface SignedIn {
  id: number;
  email: string;
  token: string;
}

/** Registers and signs in new customers (two PBKDF2 runs each, so make them once per file). */
export async function signUpCustomers(db: Draft, count: number, now: Date, prefix = 'uji'): Promise<SignedIn[]> {
  const people = numberedCustomers(count, prefix);
  const registered = await Promise.all(
    people.map((person) => register(db, person, now, TEST_PASSWORD_HASH_ITERATIONS)),
  );
  const sessions = await Promise.all(people.map((person) => signInWith(db, person, now)));
  return registered.map((outcome, index) => ({
    id: outcome.data.id,
    email: outcome.data.email,
    token: sessions[index]!.data.token,
  }));
}

/** Signs in an existing account (one PBKDF2 run). */
export async function signIn(db: Draft, email: string, password: string, now: Date): Promise<SignedIn> {
  const { token } = (await signInWith(db, { email, password }, now)).data;
  const user = db.users.find((row) => row.email === email);
  if (!user) throw new Error(`No account ${email}`);
  return { id: user.id, email, token };
}

/** Issues a payment-proof upload URL to the calling customer, as `POST /upload` with `entity=transaction` does. */
export const issueProofUrl = (db: Draft, caller: Caller): string => issueUpload(db, caller, 'transaction');

export interface BookableSlot {
  date: string;
  timeId: number;
}

/** Slots `daysAhead` studio days after `now` that have not started and that nothing holds yet. */
export function freeSlots(db: Db, now: Date, daysAhead: number): BookableSlot[] {
  const date = addDays(studioDayOf(now), daysAhead);
  return db.timeSlots
    .filter((slot) => slotStart(date, slot.time) > now)
    .filter((slot) => !isSlotHeld(db, date, slot.time))
    .map((slot) => ({ date, timeId: slot.id }));
}

/** A category with its first package: what a booking needs besides the slot. */
export function someCategoryPackage(db: Db): { categoryId: number; categoryPackageId: number } {
  const chosen = db.packages[0];
  if (!chosen) throw new Error('The seed has no packages');
  return { categoryId: chosen.categoryId, categoryPackageId: chosen.id };
}
