import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import { currentUser } from '../accounts/accounts';
import { signInDemoAccount, signInWith } from '@mocks/test-kit/sign-in';
import { createMemoryBackend } from '@mocks/memory-backend';
import { createClock } from '../clock';
import { findDemoScenario, listDemoScenarios, startDemoScenario, type StartedScenario } from './demo-scenarios';
import type { ScenarioSetting } from './demo-scenario-setups';
import { BUSY_DAY_BOOKINGS } from './demo-busy-day';
import { bookingsOn } from './demo-slots';
import { expireOverdue } from '../reservations/expiry';
import { hashPassword, TEST_PASSWORD_HASH_ITERATIONS } from '../accounts/passwords';
import { listOwnReservations } from '../reservations/reservations';
import { rescheduleReservation } from '../reservations/reschedule';
import { cancelOwnReservation } from '../reservations/customer-cancellation';
import { createReview } from '../reviews/reviews';
import { HOUR_MS, slotStart } from '@/lib/rules/studio-time';
import { dayFromRulesToday, NOW, QUIET_DAY, TODAY } from '@mocks/test-kit/clock';
import { book, refusalOf } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { getTransaction } from '../transactions/transactions';
import { listReminders } from '../reminders/reminders';
import { SCENARIOS_IN_ORDER } from '@mocks/test-kit/demo';
import { removeRows } from '@mocks/db/draft';
import { getAlbum, submitAlbumSelection } from '../albums/albums';

const world = seededWorld();

const setting: ScenarioSetting = {
  now: NOW,
  assetBase: '/',
  newCustomer: {
    name: 'Dewi Anggraini',
    password: await hashPassword(demoAccounts.customer.password, TEST_PASSWORD_HASH_ITERATIONS),
  },
};

async function start(name: string, overrides: Partial<ScenarioSetting> = {}): Promise<StartedScenario> {
  const outcome = await startDemoScenario(world.db, findDemoScenario(name), { ...setting, ...overrides });
  expect(outcome).toMatchObject({ status: 200, message: 'Skenario demo siap', data: { name } });
  return outcome.data;
}

const personaOf = (started: StartedScenario) => currentUser(world.db, started.token, NOW).data;
const transactionIdIn = (path: string) => Number(/\/(\d+)(\/detail)?$/.exec(path)?.[1]);
const transactionOf = (started: StartedScenario) =>
  getTransaction(world.db, { token: started.token, now: NOW }, transactionIdIn(started.path)).data;

describe('listDemoScenarios', () => {
  it('lists every scenario in order, with an Indonesian title and description of one sentence', () => {
    const outcome = listDemoScenarios();
    expect(outcome.message).toBe('Skenario demo');
    expect(outcome.data.map((scenario) => scenario.name)).toEqual(SCENARIOS_IN_ORDER);
    for (const scenario of outcome.data) {
      expect(Object.keys(scenario).sort()).toEqual(['description', 'name', 'title']);
      expect(scenario.title).not.toBe('');
      expect(scenario.description).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});

describe('findDemoScenario', () => {
  it.each([
    ['unknown', 'liburan'],
    ['missing', undefined],
    ['non-string', 7],
  ])('refuses a %s name (404)', (_case, name) => {
    expect(refusalOf(() => findDemoScenario(name))).toMatchObject({
      status: 404,
      message: 'Skenario demo tidak dikenal',
    });
  });
});

describe('startDemoScenario', () => {
  it('customer: signs the demo customer in, landing on the home page', async () => {
    const started = await start('customer');
    expect(started.path).toBe('/');
    expect(personaOf(started)).toMatchObject({ email: demoAccounts.customer.email, role: 'user' });
  });

  it('admin: signs the admin in, landing on today’s schedule', async () => {
    const started = await start('admin');
    expect(started.path).toBe('/dashboard/today-schedule');
    expect(personaOf(started)).toMatchObject({ email: demoAccounts.admin.email, role: 'admin' });
  });

  it('new-customer: registers a customer under the given name, with a new address, who can sign in', async () => {
    const first = await start('new-customer');
    const second = await start('new-customer');
    expect(first.path).toBe('/');
    const person = personaOf(first);
    expect(person).toMatchObject({ name: 'Dewi Anggraini', email: 'dewi.anggraini1@contoh.id', role: 'user' });
    expect(person.phone).toMatch(/^08\d{10}$/);
    expect(personaOf(second).email).toBe('dewi.anggraini2@contoh.id');
    expect(
      (await signInWith(world.db, { email: person.email, password: demoAccounts.customer.password }, NOW)).status,
    ).toBe(200);
    expect(listOwnReservations(world.db, { token: first.token, now: NOW }).data).toEqual([]);
  });

  it('payment-awaiting: a new customer’s down payment made now, unpaid, for a slot a few days ahead', async () => {
    const started = await start('payment-awaiting');
    const transaction = transactionOf(started);
    expect(started.path).toBe(`/payment/${transaction.id}`);
    expect(personaOf(started).name).toBe('Dewi Anggraini');
    expect(transaction).toMatchObject({
      type: 'downpayment',
      status: 'unpaid',
      createdAt: NOW.toISOString(),
      transaction_detail: [],
    });
    expect(transaction.reservation.status).toBe('pending');
    expect(transaction.reservation.date >= dayFromRulesToday(3)).toBe(true);
    expect(transaction.total).toBe(transaction.reservation.total / 2);
  });

  it('payment-review: the admin, and a customer’s proof of the seed’s receipt picture waiting for validation', async () => {
    const started = await start('payment-review');
    const transaction = transactionOf(started);
    expect(started.path).toBe(`/dashboard/transactions/${transaction.id}/detail`);
    expect(personaOf(started).role).toBe('admin');
    expect(transaction.status).toBe('unpaid');
    expect(transaction.transaction_detail).toEqual([
      expect.objectContaining({
        isValid: null,
        images: [{ imageUrl: expect.stringMatching(/^\/images\/receipt-1\.svg\?/) }],
      }),
    ]);
    expect(transaction.reservation.user.id).not.toBe(world.idOf('customer'));
  });

  it('payment-expired: a new customer’s transaction of 25 hours ago, never paid, expired and its booking cancelled', async () => {
    const started = await start('payment-expired');
    const transaction = transactionOf(started);
    expect(started.path).toBe(`/payment/${transaction.id}`);
    expect(transaction).toMatchObject({
      status: 'expired',
      createdAt: new Date(NOW.getTime() - 25 * HOUR_MS).toISOString(),
      transaction_detail: [],
    });
    expect(new Date(transaction.expiredAt) <= NOW).toBe(true);
    expect(transaction.reservation.status).toBe('cancelled');
  });

  it('review-ready: the demo customer’s session of yesterday, paid in full and completed, which they can review', async () => {
    const ownIds = () => listOwnReservations(world.db, world.as('customer')).data.map((reservation) => reservation.id);
    const before = ownIds();
    const started = await start('review-ready');
    expect(started.path).toBe('/history');
    const caller = { token: started.token, now: NOW };
    const added = listOwnReservations(world.db, caller).data.filter((reservation) => !before.includes(reservation.id));
    expect(added).toEqual([
      expect.objectContaining({
        date: dayFromRulesToday(-1),
        status: 'success',
        transactions: [expect.objectContaining({ status: 'paid' })],
        review: [],
      }),
    ]);
    expect(
      createReview(world.db, caller, { reservationId: added[0]?.id, rating: 5, review: 'Hasil fotonya bagus sekali.' })
        .status,
    ).toBe(201);
  });

  it('album: the demo customer on their album to choose from, put back to its start once the choice was sent', async () => {
    const first = await start('album');
    const reservationId = Number(first.path.replace('/photos/', ''));
    const caller = { token: first.token, now: NOW };
    expect(getAlbum(world.db, caller, reservationId).data).toMatchObject({
      stage: 'selecting',
      photoCount: 24,
      chosenCount: 3,
      editedQuota: 10,
    });
    submitAlbumSelection(world.db, caller, reservationId);
    const again = await start('album');
    expect(again.path).toBe(first.path);
    expect(getAlbum(world.db, { token: again.token, now: NOW }, reservationId).data).toMatchObject({
      stage: 'selecting',
      photoCount: 24,
      chosenCount: 3,
      submittedAt: null,
    });
  });

  it('busy-day: the admin, landing on today’s schedule, which holds 8 bookings', async () => {
    const started = await start('busy-day');
    expect(started.path).toBe('/dashboard/today-schedule');
    expect(personaOf(started).role).toBe('admin');
    expect(bookingsOn(world.db, TODAY)).toBe(BUSY_DAY_BOOKINGS);
  });

  it('counter: the admin on today’s schedule, where a paid booking of the next session waits for its check-in', async () => {
    const started = await start('counter');
    expect(started.path).toBe('/dashboard/today-schedule');
    expect(personaOf(started).role).toBe('admin');
    const waiting = world.db.reservations.at(-1);
    expect(waiting).toMatchObject({ date: TODAY, status: 'pending', checkedInAt: null });
    // 10:00 at NOW: the day's first session, at 10:20, is next.
    expect(waiting?.snapshot.time).toBe('10:20');
    const transaction = world.db.transactions.find((row) => row.reservationId === waiting?.id);
    expect(transaction).toMatchObject({ status: 'paid', type: 'fullpayment' });
  });

  it('reschedule: a new customer’s session three days ahead, paid, which they may move, on their history', async () => {
    const started = await start('reschedule');
    expect(started.path).toBe('/history');
    const caller = { token: started.token, now: NOW };
    const [booking] = listOwnReservations(world.db, caller).data;
    expect(booking).toMatchObject({ status: 'pending', transactions: [{ status: 'paid' }], reschedules: [] });
    const moved = rescheduleReservation(world.db, caller, booking?.id, { date: QUIET_DAY, timeId: 1 });
    expect(moved.data).toMatchObject({ id: booking?.id, date: QUIET_DAY, transactions: [{ status: 'paid' }] });
  });

  it('refund: a new customer’s paid session two days ahead, whose cancellation gives back half, on their history', async () => {
    const started = await start('refund');
    expect(started.path).toBe('/history');
    const caller = { token: started.token, now: NOW };
    const [booking] = listOwnReservations(world.db, caller).data;
    expect(booking).toMatchObject({ status: 'pending', transactions: [{ status: 'paid' }], refund: null });
    const cancelled = cancelOwnReservation(world.db, caller, booking?.id, {
      bankAccount: { bank: 'BCA', number: '1234567890', holder: 'Pelanggan Demo' },
    });
    expect(cancelled.data.refund).toMatchObject({ percent: 50, amount: Math.floor((booking?.total ?? 0) / 2) });
  });

  it('reminders: the admin, whose WhatsApp queue holds every kind of reminder', async () => {
    const started = await start('reminders');
    expect(started.path).toBe('/dashboard/reminders');
    expect(personaOf(started).role).toBe('admin');
    const queue = listReminders(
      world.db,
      { token: started.token, now: NOW },
      new URLSearchParams('channel=whatsapp&status=due'),
    ).data;
    const bookingKinds = ['payment-deadline', 'booking-confirmed', 'balance-due', 'session-tomorrow', 'review-request'];
    const ofBookings = queue.filter((item) => bookingKinds.includes(item.kind));
    expect(new Set(ofBookings.map((item) => item.kind))).toEqual(new Set(bookingKinds));
    expect(ofBookings.every((item) => item.customer.id !== world.idOf('customer'))).toBe(true);
  });

  it('reports: the admin, landing on this month’s report, with nothing set up', async () => {
    const before = world.db.reservations.length;
    const started = await start('reports');
    expect(started.path).toBe('/dashboard/reports');
    expect(personaOf(started).role).toBe('admin');
    expect(world.db.reservations).toHaveLength(before);
  });

  it('leaves only the persona’s session behind, not those it acted through', async () => {
    const sessions = world.db.tokens.length;
    await start('review-ready');
    await start('payment-review');
    expect(world.db.tokens.length).toBe(sessions + 2);
  });

  it('sets up data that obeys the rules: nothing is overdue', async () => {
    for (const { name } of listDemoScenarios().data) await start(name);
    expect(expireOverdue(world.db, NOW)).toBe(0);
  });

  it('changes nothing in the store when a rule refuses on the way', async () => {
    const { store } = createMemoryBackend({ clock: createClock(NOW.getTime() - Date.now()) });
    const customer = await store.transact((db) => signInDemoAccount(db, 'customer', NOW));
    await store.transact((db) => book(db, { token: customer, now: NOW }, { date: QUIET_DAY }));
    const before = await store.read((db) => db);
    await expect(
      store.transact((db) => startDemoScenario(db, findDemoScenario('review-ready'), setting)),
    ).rejects.toMatchObject({ status: 409, message: 'Anda masih memiliki 3 reservasi yang belum selesai' });
    expect(await store.read((db) => db)).toBe(before);
  });

  it('needs a name for a customer it registers', async () => {
    await expect(
      startDemoScenario(world.db, findDemoScenario('new-customer'), { ...setting, newCustomer: undefined }),
    ).rejects.toThrow(Error);
  });

  it('refuses (409) when no slot is open for the weeks it looks at', async () => {
    removeRows(world.db, 'timeSlots', () => true);
    await expect(startDemoScenario(world.db, findDemoScenario('payment-review'), setting)).rejects.toMatchObject({
      status: 409,
      message: 'Tidak ada jadwal kosong untuk skenario demo ini',
    });
  });

  it('refuses (409) when there is no package to book', async () => {
    removeRows(world.db, 'packages', () => true);
    await expect(startDemoScenario(world.db, findDemoScenario('payment-review'), setting)).rejects.toMatchObject({
      status: 409,
      message: 'Belum ada paket yang dapat dipesan',
    });
  });

  it('books a slot that has not started, for the scenarios whose payment is still to come', async () => {
    for (const name of ['payment-awaiting', 'payment-review']) {
      const { reservation } = transactionOf(await start(name));
      expect(slotStart(reservation.date, reservation.timeSlot.time) > NOW).toBe(true);
    }
  });
});
