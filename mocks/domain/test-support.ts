/** Shared by the rules' tests: a seeded database with people signed in, and ways to book, pay and check refusals. */
import { beforeAll, beforeEach, expect } from 'vitest';
import { demoAccounts } from '../db/seed';
import type { TransactionType, UploadEntity } from '../../src/lib/api-types';
import type { AddonRow, CategoryRow, Db, PackageRow } from '../db/schema';
import type { Caller } from './access';
import { login, register } from './accounts';
import { DomainError } from './errors';
import { requiredValidProofs } from './money';
import { createReservation } from './reservations';
import { addDays, studioDayOf } from './studio-time';
import { createTransaction, decideProof, markTransactionPaid, payTransaction } from './transactions';
import { planUpload, recordUpload } from './uploads';
import { TEST_PASSWORD_HASH_ITERATIONS } from './passwords';
import { createTestSeed } from '../rules-test-kit';

/** 10:00 in Jakarta on the seed's day. */
export const NOW = new Date('2026-11-22T03:00:00.000Z');
export const TODAY = studioDayOf(NOW);

/** A calendar day counted from the studio's today, as reservation dates travel. */
export const dayFromToday = (days: number) => addDays(TODAY, days);

/** A day well after every seeded booking: free for precise cases. */
export const QUIET_DAY = dayFromToday(30);

/** A customer with no history, registered on top of the seed. */
export const newCustomer = { name: 'Rina Kartika', email: 'rina@contoh.id', phone: '081311112222', password: 'rahasia1' };

export type Who = 'admin' | 'customer' | 'otherCustomer';

const emails: Record<Who, string> = {
  admin: demoAccounts.admin.email,
  customer: demoAccounts.customer.email,
  otherCustomer: newCustomer.email,
};

export interface World {
  /** This test's own copy of the seeded database. */
  readonly db: Db;
  /** The caller a person makes, signed in (a visitor has no token), asking at `now`. */
  as(who: Who | 'visitor', now?: Date): Caller;
  idOf(who: Who): number;
}

/**
 * Registers the hooks of a test file: the seed is made and three people sign in once per file, and each
 * test gets a fresh copy of that database.
 */
export function seededWorld(now: Date = NOW): World {
  let base: { db: Db; tokens: Record<Who, string> } | undefined;
  let current: Db | undefined;

  beforeAll(async () => {
    const db = await createTestSeed(now);
    await register(db, newCustomer, now, TEST_PASSWORD_HASH_ITERATIONS);
    const tokenOf = async (email: string, password: string) => (await login(db, { email, password }, now)).data.token;
    const [admin, customer, otherCustomer] = await Promise.all([
      tokenOf(demoAccounts.admin.email, demoAccounts.admin.password),
      tokenOf(demoAccounts.customer.email, demoAccounts.customer.password),
      tokenOf(newCustomer.email, newCustomer.password),
    ]);
    base = { db, tokens: { admin, customer, otherCustomer } };
  });

  beforeEach(() => {
    if (!base) throw new Error('the seed is not ready');
    current = structuredClone(base.db);
  });

  const world: World = {
    get db() {
      if (!current) throw new Error('the database is only there inside a test');
      return current;
    },
    as(who, at = now) {
      if (who === 'visitor') return { token: undefined, now: at };
      if (!base) throw new Error('the seed is not ready');
      return { token: base.tokens[who], now: at };
    },
    idOf(who) {
      const user = world.db.users.find((row) => row.email === emails[who]);
      if (!user) throw new Error(`no user ${who}`);
      return user.id;
    },
  };
  return world;
}

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

/** A PNG's signature: the first bytes of any real PNG file. */
export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

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
export function payInFull(db: Db, customer: Caller, admin: Caller, reservationId: number, type: TransactionType = 'fullpayment'): number {
  const transactionId = createTransaction(db, customer, { reservationId, type }).data.id;
  for (let installment = 0; installment < requiredValidProofs(type); installment += 1) {
    const proofs = payTransaction(db, customer, transactionId, { image: issueUpload(db, customer, 'transaction') }).data.transaction_detail;
    decideProof(db, admin, transactionId, found(proofs.at(-1), 'proof').id, true);
  }
  markTransactionPaid(db, admin, transactionId);
  return transactionId;
}
