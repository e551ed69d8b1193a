import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookedSlot, CategoryPackage, Reservation, TimeSlot, Transaction } from '@/lib/api/api-types';
import { type Caller } from '../domain/accounts/access';
import { DomainError } from '../domain/errors';
import { expireOverdue } from '../domain/reservations/expiry';
import { SLOT_TAKEN } from '../domain/reservations/bookable-slot';
import { createReservation } from '../domain/reservations/reservations';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { createTransaction, payTransaction } from '../domain/transactions/transactions';
import { callApi, setUpTestBackend } from '../test-kit/http-client';
import { createTestSeed } from '../test-kit/seed';
import {
  type BookableSlot,
  freeSlots,
  issueProofUrl,
  type SignedIn,
  signUpCustomers,
  someCategoryPackage,
} from '../test-kit/sign-ins';
import { createSerialQueue, createCrossTabLock } from './exclusive';
import { createIndexedDbPersistence, openBackendDatabase } from './indexed-db-persistence';
import { createMemoryPersistence, type Persistence } from './persistence';
import { DB_SCHEMA_VERSION, type Db } from './schema';
import { createStore, type Store } from './store';
import { STOP_MESSAGES } from './store-stopped';
import { draftOf, finishDraft } from './draft';

const now = new Date('2026-11-22T03:00:00.000Z');
const DAYS_AHEAD = 20;
const PENDING_LIMIT = 'Anda masih memiliki 3 reservasi yang belum selesai';

/** The seed plus a few signed-in customers, made once: every store below starts from a copy of it. */
let base: { db: Db; customers: SignedIn[] };

beforeAll(async () => {
  const db = draftOf(await createTestSeed(now));
  const customers = await signUpCustomers(db, 6, now, 'balapan');
  base = { db: finishDraft(db), customers };
});

const callerOf = (customer: SignedIn, at = now): Caller => ({ token: customer.token, now: at });

function customer(index: number): SignedIn {
  const found = base.customers[index];
  if (!found) throw new Error(`No customer ${index}`);
  return found;
}

function bookingOf(slot: BookableSlot) {
  return { date: slot.date, timeId: slot.timeId, ...someCategoryPackage(base.db), addons: [] };
}

function slotsAhead(count: number, daysAhead = DAYS_AHEAD): BookableSlot[] {
  const slots = freeSlots(base.db, now, daysAhead).slice(0, count);
  if (slots.length < count) throw new Error(`Only ${slots.length} free slots ${daysAhead} days ahead`);
  return slots;
}

function storeOver(persistence: Persistence, withLock?: <T>(work: () => Promise<T>) => Promise<T>): Store {
  return createStore({
    persistence,
    seed: () => Promise.resolve(base.db),
    maintain: (db) => expireOverdue(db, now) > 0,
    ...(withLock ? { withLock } : {}),
  });
}

/** A store that has not read anything yet, as right after a page load: the race starts with its first requests. */
const justLoaded = (persistence: Persistence) => storeOver(persistence);

interface Tally<T> {
  won: T[];
  refused: DomainError[];
}

/** Splits settled attempts into wins and refusals; anything else than a refusal fails the test. */
function tally<T>(results: PromiseSettledResult<T>[]): Tally<T> {
  const won: T[] = [];
  const refused: DomainError[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') won.push(result.value);
    else if (result.reason instanceof DomainError) refused.push(result.reason);
    else throw result.reason;
  }
  return { won, refused };
}

const refusalsOf = ({ refused }: Tally<unknown>) =>
  refused.map((error) => ({ status: error.status, message: error.message }));

/** Exactly one attempt went ahead, and the `refusals` others were each refused (409) with `message`. */
function expectOneWon(results: Tally<unknown>, message: string, refusals = 1): void {
  expect(results.won).toHaveLength(1);
  expect(refusalsOf(results)).toEqual(Array.from({ length: refusals }, () => ({ status: 409, message })));
}

const holdersOf = (db: Db, slot: BookableSlot) =>
  db.reservations.filter(
    (row) => row.date === slot.date && row.timeSlotId === slot.timeId && row.status !== 'cancelled',
  );

/**
 * Two customers, one in each tab, book the same slot at once: exactly one of them gets it, the other is told
 * it is taken. Answers the slot.
 */
async function expectOneTabBooksTheSlot(tabs: readonly [Store, Store]): Promise<BookableSlot> {
  const [slot] = slotsAhead(1);
  const results = tally(
    await Promise.allSettled([
      tabs[0].transact((db) => createReservation(db, callerOf(customer(0)), bookingOf(slot!))),
      tabs[1].transact((db) => createReservation(db, callerOf(customer(1)), bookingOf(slot!))),
    ]),
  );
  expectOneWon(results, SLOT_TAKEN);
  return slot!;
}

/** Lets other work run before continuing, as real handlers' awaits (uploads, body parsing) do. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('one store, many requests at once', () => {
  it('lets exactly one of many customers book the same slot', async () => {
    const store = storeOver(createMemoryPersistence());
    const [slot] = slotsAhead(1);
    const contenders = base.customers.slice(0, 5);
    const results = tally(
      await Promise.allSettled(
        contenders.map((person) =>
          store.transact(async (db) => {
            await pause();
            return createReservation(db, callerOf(person), bookingOf(slot!));
          }),
        ),
      ),
    );
    expectOneWon(results, SLOT_TAKEN, 4);
    await expect(store.read((db) => holdersOf(db, slot!).length)).resolves.toBe(1);
  });

  it('creates one transaction when two are asked for the same reservation at once', async () => {
    const persistence = createMemoryPersistence();
    const [slot] = slotsAhead(1);
    const owner = customer(0);
    const reservation = await storeOver(persistence).transact(
      (db) => createReservation(db, callerOf(owner), bookingOf(slot!)).data,
    );
    const store = justLoaded(persistence);
    const results = tally(
      await Promise.allSettled(
        (['fullpayment', 'downpayment'] as const).map((type) =>
          store.transact((db) => createTransaction(db, callerOf(owner), { reservationId: reservation.id, type })),
        ),
      ),
    );
    expectOneWon(results, 'Transaksi sudah dibuat');
    await expect(
      store.read((db) => db.transactions.filter((row) => row.reservationId === reservation.id).length),
    ).resolves.toBe(1);
  });

  it('accepts one of two proofs sent at once for the same transaction', async () => {
    const persistence = createMemoryPersistence();
    const [slot] = slotsAhead(1);
    const owner = customer(1);
    const { transaction, images } = await storeOver(persistence).transact((db) => {
      const reservation = createReservation(db, callerOf(owner), bookingOf(slot!)).data;
      return {
        transaction: createTransaction(db, callerOf(owner), { reservationId: reservation.id, type: 'downpayment' })
          .data,
        images: [issueProofUrl(db, callerOf(owner)), issueProofUrl(db, callerOf(owner))],
      };
    });
    const store = justLoaded(persistence);
    const results = tally(
      await Promise.allSettled(
        images.map((image) => store.transact((db) => payTransaction(db, callerOf(owner), transaction.id, { image }))),
      ),
    );
    expectOneWon(results, 'Bukti pembayaran sebelumnya sedang divalidasi');
    await expect(
      store.read((db) => db.transactionDetails.filter((row) => row.transactionId === transaction.id).length),
    ).resolves.toBe(1);
  });

  it('lets a customer without pending reservations hold at most 3 when booking 4 at once', async () => {
    const store = storeOver(createMemoryPersistence());
    const owner = customer(2);
    const slots = slotsAhead(4);
    const results = tally(
      await Promise.allSettled(
        slots.map((slot) => store.transact((db) => createReservation(db, callerOf(owner), bookingOf(slot)))),
      ),
    );
    expect(results.won).toHaveLength(3);
    expect(refusalsOf(results)).toEqual([{ status: 409, message: PENDING_LIMIT }]);
    await expect(
      store.read((db) => db.reservations.filter((row) => row.userId === owner.id && row.status === 'pending').length),
    ).resolves.toBe(3);
  });
});

/** An in-memory stand-in for `navigator.locks`: one holder per name at a time, granted in request order. */
function createFakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const holders = new Map<string, number>();
  let mostAtOnce = 0;
  return {
    mostAtOnce: () => mostAtOnce,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const granted = (tails.get(name) ?? Promise.resolve()).then(pause);
      const result = granted.then(async () => {
        const holding = (holders.get(name) ?? 0) + 1;
        holders.set(name, holding);
        mostAtOnce = Math.max(mostAtOnce, holding);
        try {
          return await callback();
        } finally {
          holders.set(name, (holders.get(name) ?? 1) - 1);
        }
      });
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** Each call of the wrapped persistence yields first, so two tabs' reads and writes interleave as far as they can. */
function interleaving(persistence: Persistence): Persistence {
  return {
    readRevision: async () => {
      await pause();
      return persistence.readRevision();
    },
    load: async () => {
      await pause();
      return persistence.load();
    },
    append: async (entry) => {
      await pause();
      return persistence.append(entry);
    },
    replace: async (snapshot) => {
      await pause();
      return persistence.replace(snapshot);
    },
  };
}

const LOCK_NAME = 'studio-senja-store';

const persistenceKinds: { kind: string; tabPersistences: () => Promise<[Persistence, Persistence]> }[] = [
  {
    kind: 'one shared memory persistence',
    tabPersistences: () => {
      const shared = interleaving(createMemoryPersistence());
      return Promise.resolve([shared, shared]);
    },
  },
  {
    kind: 'IndexedDB (fake-indexeddb), one connection per tab',
    tabPersistences: async () => {
      await (await openBackendDatabase()).clear('snapshot');
      return [interleaving(createIndexedDbPersistence()), interleaving(createIndexedDbPersistence())];
    },
  },
];

describe.each(persistenceKinds)('two browser tabs over $kind', ({ tabPersistences }) => {
  let tabs: [Store, Store];
  let locks: ReturnType<typeof createFakeLockManager>;

  beforeEach(async () => {
    locks = createFakeLockManager();
    const [first, second] = await tabPersistences();
    tabs = [
      storeOver(first, createCrossTabLock(LOCK_NAME, locks)),
      storeOver(second, createCrossTabLock(LOCK_NAME, locks)),
    ];
    // Both tabs have loaded the data once, as open tabs have: each now works on its own copy in memory.
    await Promise.all(tabs.map((tab) => tab.read(() => undefined)));
  });

  it('lets exactly one tab book a slot both tabs want', async () => {
    const slot = await expectOneTabBooksTheSlot(tabs);
    expect(locks.mostAtOnce()).toBe(1);
    const seenByTabs = await Promise.all(tabs.map((tab) => tab.read((db) => holdersOf(db, slot).map((row) => row.id))));
    expect(seenByTabs[0]).toHaveLength(1);
    expect(seenByTabs[1]).toEqual(seenByTabs[0]);
  });

  it('keeps every booking made alternately from both tabs, and both tabs end up with the same data', async () => {
    const slots = [...slotsAhead(6, DAYS_AHEAD), ...slotsAhead(6, DAYS_AHEAD + 1)];
    const results = tally(
      await Promise.allSettled(
        slots.map((slot, index) =>
          tabs[index % 2]!.transact((db) =>
            createReservation(db, callerOf(customer(index % base.customers.length)), bookingOf(slot)),
          ),
        ),
      ),
    );
    expect(results.refused).toEqual([]);
    expect(results.won).toHaveLength(slots.length);
    expect(locks.mostAtOnce()).toBe(1);

    const snapshots = await Promise.all(tabs.map((tab) => tab.read((db) => structuredClone(db))));
    expect(snapshots[1]).toEqual(snapshots[0]);
    const bookedIds = results.won.map((outcome) => outcome.data.id);
    expect(new Set(bookedIds).size).toBe(slots.length);
    expect(snapshots[0]!.reservations.filter((row) => bookedIds.includes(row.id))).toHaveLength(slots.length);
    for (const slot of slots) expect(holdersOf(snapshots[0]!, slot)).toHaveLength(1);
  });
});

describe.each(persistenceKinds)('an old build and a newer build over $kind', ({ tabPersistences }) => {
  it("never lets the old build overwrite the newer one's data, even when both tabs open at once", async () => {
    const locks = createFakeLockManager();
    const [oldPersistence, newPersistence] = await tabPersistences();
    const oldStopped = vi.fn();
    const build = (persistence: Persistence, schemaVersion: number, onStopped?: (message: string) => void) =>
      createStore({
        persistence,
        seed: () => Promise.resolve(base.db),
        withLock: createCrossTabLock(LOCK_NAME, locks),
        schemaVersion,
        ...(onStopped ? { onStopped } : {}),
      });
    const oldTab = build(oldPersistence, DB_SCHEMA_VERSION, oldStopped);
    const newTab = build(newPersistence, DB_SCHEMA_VERSION + 1);
    await Promise.all([oldTab.read(() => undefined), newTab.read(() => undefined)]);

    const [slot] = slotsAhead(1);
    const booked = await newTab.transact((db) => createReservation(db, callerOf(customer(0)), bookingOf(slot!)).data);
    const storedByNewBuild = await newPersistence.load();
    expect(storedByNewBuild).toMatchObject({ snapshot: { schemaVersion: DB_SCHEMA_VERSION + 1 } });

    const stopped = { status: 503, message: STOP_MESSAGES.newerVersion };
    await expect(oldTab.read(() => undefined)).rejects.toMatchObject(stopped);
    await expect(
      oldTab.transact((db) => createReservation(db, callerOf(customer(1)), bookingOf(slot!))),
    ).rejects.toMatchObject(stopped);
    await expect(oldTab.reset()).rejects.toMatchObject(stopped);
    expect(oldStopped).toHaveBeenCalledExactlyOnceWith(STOP_MESSAGES.newerVersion);

    await expect(oldPersistence.load()).resolves.toEqual(storedByNewBuild);
    await expect(newTab.read((db) => holdersOf(db, slot!).map((row) => row.id))).resolves.toEqual([booked.id]);
  });
});

describe('the tab race harness itself', () => {
  it('does not lose a booking without a shared lock: the tab that stores second does its change again, and is refused', async () => {
    const shared = interleaving(createMemoryPersistence());
    const tabs = [storeOver(shared, createSerialQueue()), storeOver(shared, createSerialQueue())] as const;
    await Promise.all(tabs.map((tab) => tab.read(() => undefined)));
    const slot = await expectOneTabBooksTheSlot(tabs);
    const reloaded = storeOver(shared);
    await expect(reloaded.read((db) => holdersOf(db, slot).length)).resolves.toBe(1);
  });
});

/** The emulated backend over HTTP (MSW), reseeded before each test, reached only through `fetch`. */
describe('over HTTP (MSW), many customers at once', () => {
  setUpTestBackend();

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
    return callApi<T>(method, path, { body, ...(token ? { token } : {}) });
  }

  /** Registers and signs in customers through the API (the store is reseeded before each test). */
  async function customersOverHttp(count: number): Promise<string[]> {
    const people = Array.from({ length: count }, (_, index) => ({
      name: `Pelanggan Web ${index + 1}`,
      email: `web.${index + 1}@contoh.id`,
      phone: `0813${String(index + 1).padStart(8, '0')}`,
      password: 'rahasia123',
    }));
    const registered = await Promise.all(people.map((person) => call('POST', 'register', person)));
    expect(registered.map((result) => result.status)).toEqual(people.map(() => 201));
    const sessions = await Promise.all(
      people.map(({ email, password }) => call<{ token: string }>('POST', 'login', { email, password })),
    );
    return sessions.map((session) => session.body.data.token);
  }

  it('answers 201 to one of several POST /reservation for the same slot, and to one of two POST /transaction for it', async () => {
    const tokens = await customersOverHttp(4);
    const [clock, times, packages] = await Promise.all([
      call<{ now: string }>('GET', '__demo/clock'),
      call<TimeSlot[]>('GET', 'times'),
      call<CategoryPackage[]>('GET', 'packages'),
    ]);
    const [slot] = times.body.data;
    const [chosenPackage] = packages.body.data;
    if (!slot || !chosenPackage) throw new Error('The seed has no time slots or packages');
    // Past the seeded bookings (they reach two weeks ahead), so the slot is free.
    const date = addDays(studioDayOf(new Date(clock.body.data.now)), DAYS_AHEAD);
    const payload = {
      date,
      timeId: slot.id,
      categoryId: chosenPackage.categoryId,
      categoryPackageId: chosenPackage.id,
      addons: [],
    };

    const answers = await Promise.all(tokens.map((token) => call<Reservation>('POST', 'reservation', payload, token)));
    const winners = answers.filter((answer) => answer.status === 201);
    expect(winners).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body.message]),
    ).toEqual(Array.from({ length: tokens.length - 1 }, () => [409, SLOT_TAKEN]));
    const onThatDay = await call<BookedSlot[]>(
      'GET',
      `reservation/date?date=${encodeURIComponent(date)}`,
      undefined,
      tokens[0],
    );
    expect(onThatDay.body.data.filter((booked) => booked.timeSlot.id === slot.id)).toHaveLength(1);

    const owner = tokens[answers.indexOf(winners[0]!)];
    const reservationId = winners[0]!.body.data.id;
    const transactions = await Promise.all(
      (['fullpayment', 'downpayment'] as const).map((type) =>
        call<Transaction>('POST', 'transaction', { reservationId, type }, owner),
      ),
    );
    expect(transactions.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(transactions.find((answer) => answer.status === 409)?.body.message).toBe('Transaksi sudah dibuat');
  });

  it('lets exactly one win a slot that two customers move their bookings into while a third books it', async () => {
    const tokens = await customersOverHttp(3);
    const clock = await call<{ now: string }>('GET', '__demo/clock');
    const date = addDays(studioDayOf(new Date(clock.body.data.now)), DAYS_AHEAD);
    const booking = { date, categoryId: 1, categoryPackageId: 1, addons: [] };
    const [first, second] = await Promise.all(
      [1, 2].map((timeId, index) => call<Reservation>('POST', 'reservation', { ...booking, timeId }, tokens[index])),
    );
    const target = { date, timeId: 3 };
    const answers = await Promise.all([
      callApi<Reservation>('PATCH', `reservation/${first?.body.data.id}/reschedule`, {
        body: target,
        token: tokens[0],
      }),
      callApi<Reservation>('PATCH', `reservation/${second?.body.data.id}/reschedule`, {
        body: target,
        token: tokens[1],
      }),
      call<Reservation>('POST', 'reservation', { ...booking, ...target }, tokens[2]),
    ]);
    expect(answers.filter((answer) => answer.status < 300)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual([
      SLOT_TAKEN,
      SLOT_TAKEN,
    ]);
    const onThatDay = await call<BookedSlot[]>(
      'GET',
      `reservation/date?date=${date.slice(0, 10)}`,
      undefined,
      tokens[0],
    );
    expect(onThatDay.body.data).toHaveLength(3);
    expect(onThatDay.body.data.filter((booked) => booked.timeSlot.id === 3)).toHaveLength(1);
  });
});
