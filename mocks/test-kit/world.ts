/** The seeded world of the rules' tests: the seed made once per file with people signed in, a fresh copy per test. */
import { beforeAll, beforeEach } from 'vitest';
import { draftOf, finishDraft, removeRows, type Draft } from '../db/draft';
import type { Db } from '../db/schema';
import { demoAccounts } from '../db/seed';
import type { Caller } from '../domain/accounts/access';
import { register } from '../domain/accounts/accounts';
import { TEST_PASSWORD_HASH_ITERATIONS } from '../domain/accounts/passwords';
import { NOW } from './clock';
import { freshCustomer } from './customers';
import { createTestSeed } from './seed';
import { signInDemoAccount, signInWith } from './sign-in';

export type WorldPerson = 'admin' | 'customer' | 'freshCustomer';

const emails: Record<WorldPerson, string> = {
  admin: demoAccounts.admin.email,
  customer: demoAccounts.customer.email,
  freshCustomer: freshCustomer.email,
};

export interface World {
  /** This test's own draft of the seeded database, which the rules change as a store's transaction would. */
  readonly db: Draft;
  /** The caller a person makes, signed in (a visitor has no token), asking at `now`. */
  as(who: WorldPerson | 'visitor', now?: Date): Caller;
  idOf(who: WorldPerson): number;
}

/**
 * Registers the hooks of a test file: the seed is made and three people sign in once per file, and each
 * test gets a fresh draft of that database.
 */
export function seededWorld(now: Date = NOW): World {
  let base: { db: Db; tokens: Record<WorldPerson, string> } | undefined;
  let current: Draft | undefined;

  beforeAll(async () => {
    const db = draftOf(await createTestSeed(now));
    await register(db, freshCustomer, now, TEST_PASSWORD_HASH_ITERATIONS);
    const [admin, customer, fresh] = await Promise.all([
      signInDemoAccount(db, 'admin', now),
      signInDemoAccount(db, 'customer', now),
      signInWith(db, freshCustomer, now).then((outcome) => outcome.data.token),
    ]);
    base = { db: finishDraft(db), tokens: { admin, customer, freshCustomer: fresh } };
  });

  beforeEach(() => {
    if (!base) throw new Error('the seed is not ready');
    // The committed seed never changes, so a draft of it is a fresh copy at no cost.
    current = draftOf(base.db);
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

/**
 * Registers a hook that empties the bookings, their moves, payments, reviews and reminders of each test's copy,
 * so a test finds exactly what it makes itself. Call after `seededWorld`, whose hook makes the copy.
 */
const BOOKING_TABLES = [
  'reservations',
  'reservationDetails',
  'transactions',
  'transactionDetails',
  'reviews',
  'reschedules',
  'reminders',
  'refunds',
] as const;

export function startWithoutBookings(world: World): void {
  beforeEach(() => {
    const { db } = world;
    for (const table of BOOKING_TABLES) removeRows(db, table, () => true);
  });
}
