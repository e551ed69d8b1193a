/** The rules' tests' kit: seeded rows by name, and ways to upload, book, pay and check refusals through the rules. */
import { expect } from 'vitest';
import type { TransactionType, UploadEntity } from '@/lib/api/api-types';
import type { AddonRow, CategoryRow, Db, PackageRow } from '../db/schema';
import type { Caller } from '../domain/accounts/access';
import { DomainError } from '../domain/errors';
import { requiredValidProofs } from '@/lib/rules/proofs';
import { createReservation } from '../domain/bookings/reservations';
import { createTransaction, decideProof, markTransactionPaid, payTransaction } from '../domain/payments/transactions';
import { planUpload, recordUpload } from '../domain/uploads/uploads';
import { QUIET_DAY } from './clock';
import { PNG_HEAD } from './png';

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

/** Runs a rule that must refuse: checks its status and message, and that it changed nothing. */
export function expectRefusal(db: Db, work: () => unknown, status: number, message: string): void {
  const before = structuredClone(db);
  const error = refusalOf(work);
  expect({ status: error.status, message: error.message }).toEqual({ status, message });
  expect(db).toEqual(before);
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
export function issueUpload(db: Db, caller: Caller, entity: UploadEntity): string {
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

/** Books as a customer and answers the new reservation's id. */
export function book(db: Db, caller: Caller, choice: Choice = {}): number {
  return createReservation(db, caller, reservationRequest(db, choice)).data.id;
}

/** The whole payment: a transaction, its proofs sent by the customer and validated by the admin, marked paid. */
export function payInFull(
  db: Db,
  customer: Caller,
  admin: Caller,
  reservationId: number,
  type: TransactionType = 'fullpayment',
): number {
  const transactionId = createTransaction(db, customer, { reservationId, type }).data.id;
  for (let installment = 0; installment < requiredValidProofs(type); installment += 1) {
    const proofs = payTransaction(db, customer, transactionId, { image: issueUpload(db, customer, 'transaction') }).data
      .transaction_detail;
    decideProof(db, admin, transactionId, found(proofs.at(-1), 'proof').id, true);
  }
  markTransactionPaid(db, admin, transactionId);
  return transactionId;
}
