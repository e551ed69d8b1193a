/** The rules' tests' kit: seeded rows by name, and ways to upload, book, pay and check refusals through the rules. */
import { expect } from 'vitest';
import type { Reservation, TransactionType, UploadEntity } from '@/lib/api/api-types';
import { changesOf, type Draft } from '../db/draft';
import type { AddonRow, CategoryRow, Db, PackageRow } from '../db/schema';
import { demoAccounts } from '../db/seed';
import type { Caller } from '../domain/accounts/access';
import { issueToken } from '../domain/accounts/accounts';
import { DomainError } from '../domain/errors';
import type { Outcome } from '../domain/outcome';
import { requiredValidProofs } from '@/lib/rules/proofs';
import { slotStart } from '@/lib/rules/studio-time';
import { completeReservation, createReservation } from '../domain/reservations/reservations';
import { packageRules } from '../domain/catalogue/packages';
import {
  createTransaction,
  decideProof,
  markTransactionPaid,
  payTransaction,
} from '../domain/transactions/transactions';
import { planUpload, recordUpload } from '../domain/uploads/uploads';
import { QUIET_DAY } from './clock';
import { PNG_HEAD } from './png';
import type { WorldPerson, World } from './world';

/** The refusal a rule answers with; fails when the rule goes ahead or breaks. */
export function refusalOf(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal, but the rule went ahead');
}

/** How many changes a draft has recorded: the same before and after a step that must change nothing. */
export const changeCount = (db: Draft): number => changesOf(db).length;

/** Runs a rule that must refuse: checks its status and message, and that it changed nothing. */
export function expectRefusal(db: Draft, work: () => unknown, status: number, message: string): void {
  const before = changeCount(db);
  const error = refusalOf(work);
  expect({ status: error.status, message: error.message }).toEqual({ status, message });
  expect(changeCount(db), 'a refusal changes nothing').toBe(before);
}

/**
 * Runs a rule as `outsider` (signed in, but not allowed: 403) and as a visitor (not signed in: 401): both
 * must be refused and change nothing.
 */
export function expectRefusedToOutsiders(
  world: World,
  rule: (caller: Caller) => unknown,
  outsider: WorldPerson = 'customer',
): void {
  expectRefusal(world.db, () => rule(world.as(outsider)), 403, 'Anda tidak memiliki akses');
  expectRefusal(world.db, () => rule(world.as('visitor')), 401, 'Silakan masuk terlebih dahulu');
}

function found<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new Error(`the seed has no ${what}`);
  return row;
}

export const categoryNamed = (db: Db, name: string): CategoryRow =>
  found(
    db.categories.find((row) => row.name === name),
    `category ${name}`,
  );

export const packageNamed = (db: Db, name: string): PackageRow =>
  found(
    db.packages.find((row) => row.name === name),
    `package ${name}`,
  );

export const addonNamed = (db: Db, categoryName: string, name: string): AddonRow => {
  const category = categoryNamed(db, categoryName);
  return found(
    db.addons.find((row) => row.categoryId === category.id && row.name === name),
    `add-on ${name} of ${categoryName}`,
  );
};

export const slotId = (db: Db, time: string): number =>
  found(
    db.timeSlots.find((row) => row.time === time),
    `slot ${time}`,
  ).id;

/** Uploads one small PNG the way the upload endpoint does and answers the URL the backend issued. */
export function issueUpload(db: Draft, caller: Caller, entity: UploadEntity): string {
  const plan = planUpload(db, caller, entity, [{ mimeType: 'image/png', size: 2048, head: PNG_HEAD }]);
  const [url] = recordUpload(db, caller, plan, (key) => `/api/v1/files/${key}`).data;
  return found(url, 'upload URL');
}

export interface Choice {
  date?: string;
  time?: string;
  category?: string;
  package?: string;
  addons?: { name: string; quantity: number }[];
}

/** A create-reservation request for a seeded category: by default the family package, on a quiet day at 10:20. */
export function reservationRequest(db: Db, choice: Choice = {}) {
  const category = choice.category ?? 'Foto Keluarga';
  return {
    date: choice.date ?? QUIET_DAY,
    timeId: slotId(db, choice.time ?? '10:20'),
    categoryId: categoryNamed(db, category).id,
    categoryPackageId: packageNamed(db, choice.package ?? 'Keluarga Kecil').id,
    addons: (choice.addons ?? []).map(({ name, quantity }) => ({ id: addonNamed(db, category, name).id, quantity })),
  };
}

/** Adds "Paket Ganjil" to the family photo category at an odd price, one that does not halve evenly; answers its name. */
export function addOddPricedPackage(db: Draft, admin: Caller, price: number): string {
  const categoryId = categoryNamed(db, 'Foto Keluarga').id;
  const input = { name: 'Paket Ganjil', description: 'Harga ganjil', price, editedQuota: 5, categoryId };
  packageRules.create(db, admin, input);
  return 'Paket Ganjil';
}

/** Books as a customer and answers the new reservation's id. */
export function book(db: Draft, caller: Caller, choice: Choice = {}): number {
  return createReservation(db, caller, reservationRequest(db, choice)).data.id;
}

/** Sends a newly uploaded proof for a transaction as its customer and answers the new proof's id. */
export function sendNewProof(db: Draft, customer: Caller, transactionId: number): number {
  const proofs = payTransaction(db, customer, transactionId, { image: issueUpload(db, customer, 'transaction') }).data
    .transaction_detail;
  return found(proofs.at(-1), 'proof').id;
}

/** The whole payment: a transaction, its proofs sent by the customer and validated by the admin, marked paid. */
export function payInFull(
  db: Draft,
  customer: Caller,
  admin: Caller,
  reservationId: number,
  type: TransactionType = 'fullpayment',
): number {
  const transactionId = createTransaction(db, customer, { reservationId, type }).data.id;
  for (let installment = 0; installment < requiredValidProofs(type); installment += 1) {
    decideProof(db, admin, transactionId, sendNewProof(db, customer, transactionId), true);
  }
  markTransactionPaid(db, admin, transactionId);
  return transactionId;
}

/**
 * Someone asking at `now`, signed in at that moment: a token lasts 7 days, so the one a test signed in with
 * at its start may have run out by a session weeks ahead.
 */
export function signedInAt(db: Draft, email: string, now: Date): Caller {
  const user = found(
    db.users.find((row) => row.email === email),
    `user ${email}`,
  );
  return { token: issueToken(db, user, now), now };
}

/** The admin asking at `now`, signed in at that moment (see `signedInAt`). */
export const adminSignedInAt = (db: Draft, now: Date): Caller => signedInAt(db, demoAccounts.admin.email, now);

/** The admin marks a booking done as soon as the rules allow it: the moment its session starts. */
export function completeAtSessionStart(db: Draft, reservationId: number): Outcome<Reservation> {
  const reservation = found(
    db.reservations.find((row) => row.id === reservationId),
    `reservation ${reservationId}`,
  );
  const start = slotStart(reservation.date, reservation.snapshot.time);
  return completeReservation(db, adminSignedInAt(db, start), reservationId);
}
