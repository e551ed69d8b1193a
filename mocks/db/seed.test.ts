import { beforeAll, describe, expect, it } from 'vitest';
import { signInWith } from '../test-kit/sign-in';
import { expireOverdue } from '../domain/reservations/expiry';
import { dashboardOverview } from '../domain/dashboard/dashboard-overview';
import { listReminders } from '../domain/reminders/reminders';
import { sendDueReminders } from '../domain/reminders/reminder-sweep';
import { installmentAmount } from '@/lib/rules/money';
import { requiredValidProofs } from '@/lib/rules/proofs';
import { MAX_PENDING_RESERVATIONS, reservationsOnDate } from '../domain/reservations/reservations';
import { DAY_MS, HOUR_MS, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { NOW, TODAY } from '../test-kit/clock';
import { createTestSeed } from '../test-kit/seed';
import { seededWorld } from '../test-kit/world';
import type { Db } from './schema';
import { demoAccounts } from './seed';
import { changesOf, draftOf } from './draft';
import { changeCount } from '../test-kit/rules';

const world = seededWorld();

/** The booking a refund gives money back for. */
const reservationOf = (refund: { reservationId: number } | undefined) =>
  world.db.reservations.find((row) => row.id === refund?.reservationId);

const detailsOf = (db: Db, reservationId: number) =>
  db.reservationDetails.filter((detail) => detail.reservationId === reservationId);
const proofsOf = (db: Db, transactionId: number) =>
  db.transactionDetails.filter((proof) => proof.transactionId === transactionId);

describe('the seed', () => {
  it('has the demo admin and the demo customer, who can sign in', async () => {
    const { db } = world;
    const admin = db.users.find((user) => user.email === demoAccounts.admin.email);
    const customer = db.users.find((user) => user.email === demoAccounts.customer.email);
    expect(admin).toMatchObject({ role: 'admin', name: demoAccounts.admin.name });
    expect(customer).toMatchObject({ role: 'user', name: demoAccounts.customer.name });
    const signedIn = await signInWith(
      db,
      { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
      NOW,
    );
    expect(signedIn.data.token).toBeTruthy();
    expect(JSON.stringify(db.users)).not.toContain(demoAccounts.admin.password);
  });

  it('has customers with unique emails and only the demo admin as admin', () => {
    const { db } = world;
    const emails = db.users.map((user) => user.email?.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(db.users.filter((user) => user.role === 'admin').map((user) => user.email)).toEqual([
      demoAccounts.admin.email,
    ]);
    expect(db.users.filter((user) => user.role === 'user').length).toBeGreaterThanOrEqual(10);
  });

  it('has a catalogue of categories with 1 to 3 images and the slots 10:20 to 19:40', () => {
    const { db } = world;
    expect(db.categories.length).toBeGreaterThanOrEqual(6);
    for (const category of db.categories) expect(category.images.length).toBeGreaterThanOrEqual(1);
    for (const category of db.categories) expect(category.images.length).toBeLessThanOrEqual(3);
    expect(
      db.categories.filter((category) => db.packages.some((item) => item.categoryId === category.id)).length,
    ).toBeGreaterThanOrEqual(6);
    const times = db.timeSlots.map((slot) => slot.time);
    expect(times[0]).toBe('10:20');
    expect(times.at(-1)).toBe('19:40');
    expect(times).toHaveLength(29);
  });

  it('has reservations, transactions and proofs in every state, and reviews', () => {
    const { db } = world;
    expect(new Set(db.reservations.map((row) => row.status))).toEqual(
      new Set(['pending', 'success', 'cancelled', 'no-show']),
    );
    expect(new Set(db.transactions.map((row) => row.status))).toEqual(new Set(['unpaid', 'paid', 'expired']));
    expect(new Set(db.transactions.map((row) => row.type))).toEqual(new Set(['fullpayment', 'downpayment']));
    expect(new Set(db.transactionDetails.map((proof) => proof.isValid))).toEqual(new Set(['true', 'false', null]));
    expect(db.reviews.length).toBeGreaterThan(10);
  });

  it('has payments taken at the counter: every one of a booking taken outside the app, the balance of some paid down payments, by every counter method', () => {
    const { db } = world;
    const counter = db.transactionDetails.filter((proof) => proof.method !== 'qris');
    expect(new Set(counter.map((proof) => proof.method))).toEqual(new Set(['cash', 'counter-qris', 'transfer']));
    for (const payment of counter) {
      const transaction = db.transactions.find((row) => row.id === payment.transactionId);
      const reservation = db.reservations.find((row) => row.id === transaction?.reservationId);
      expect(transaction?.status).toBe('paid');
      expect(payment.isValid).toBe('true');
      if (reservation?.channel !== 'web') continue;
      expect(transaction?.type).toBe('downpayment');
      expect(proofsOf(db, payment.transactionId).at(-1)).toBe(payment);
    }
    const outsideTheApp = db.reservations.filter((row) => row.channel !== 'web');
    for (const reservation of outsideTheApp) {
      const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
      for (const proof of proofsOf(db, transaction?.id ?? 0)) expect(proof.method).not.toBe('qris');
    }
  });

  it('has bookings taken at the counter, on WhatsApp, Instagram and the phone, and sessions checked in', () => {
    const { db } = world;
    expect(new Set(db.reservations.map((row) => row.channel))).toEqual(
      new Set(['web', 'walk-in', 'whatsapp', 'instagram', 'phone']),
    );
    const futureWhatsApp = db.reservations.filter(
      (row) => row.channel === 'whatsapp' && row.date > TODAY && row.status === 'pending',
    );
    expect(futureWhatsApp.length).toBeGreaterThan(0);
    const arrivals = db.reservations.filter((row) => row.checkedInAt !== null);
    expect(arrivals.length).toBeGreaterThan(3);
    for (const row of arrivals) expect(new Date(row.checkedInAt ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('has one no-show last week: paid, never checked in, marked 20 minutes after its start', () => {
    const noShows = world.db.reservations.filter((row) => row.status === 'no-show');
    expect(noShows).toHaveLength(1);
    const [noShow] = noShows;
    const start = slotStart(noShow?.date ?? '', noShow?.snapshot.time ?? '');
    expect(NOW.getTime() - start.getTime()).toBeGreaterThan(2 * DAY_MS);
    expect(NOW.getTime() - start.getTime()).toBeLessThan(8 * DAY_MS);
    expect(noShow).toMatchObject({
      checkedInAt: null,
      updatedAt: new Date(start.getTime() + 20 * 60_000).toISOString(),
    });
    expect(world.db.transactions.find((row) => row.reservationId === noShow?.id)?.status).toBe('paid');
  });

  it('gives the demo customer a history in several states', () => {
    const { db } = world;
    const own = db.reservations.filter((row) => row.userId === world.idOf('customer'));
    expect(new Set(own.map((row) => row.status))).toEqual(new Set(['pending', 'success', 'cancelled']));
    expect(db.reviews.some((review) => review.userId === world.idOf('customer'))).toBe(true);
  });

  it('has a schedule for today', () => {
    const today = reservationsOnDate(world.db, world.as('admin'), TODAY).data;
    expect(today.length).toBeGreaterThan(0);
  });

  it('gives every figure of the admin’s dashboard something to count', () => {
    const figures = dashboardOverview(world.db, world.as('admin')).data;
    // At 10:00 nobody has walked in or arrived yet, and the seed's one no-show was last week; its studio takes
    // proofs by hand, so no gateway payment waits for review.
    const { todayWalkIns, todayArrivals, todayNoShows, paymentsInReview, balancesDueToday, ...counted } = figures;
    expect({ todayWalkIns, todayArrivals, todayNoShows, paymentsInReview }).toEqual({
      todayWalkIns: 0,
      todayArrivals: 0,
      todayNoShows: 0,
      paymentsInReview: 0,
    });
    expect(balancesDueToday.amount).toBeGreaterThan(0);
    for (const [figure, value] of Object.entries(counted)) expect(value, figure).toBeGreaterThan(0);
  });

  it('has, by 13:00, a walk-in held this morning and two customers checked in today', async () => {
    const midday = slotStart(TODAY, '13:00');
    const db = draftOf(await createTestSeed(midday));
    const credentials = { email: demoAccounts.admin.email, password: demoAccounts.admin.password };
    const { token } = (await signInWith(db, credentials, midday)).data;
    const figures = dashboardOverview(db, { token, now: midday }).data;
    expect(figures).toMatchObject({ todayWalkIns: 1, todayArrivals: 2 });
  });

  it('never has two active reservations on the same day and slot', () => {
    const active = world.db.reservations
      .filter((row) => row.status !== 'cancelled')
      .map((row) => `${row.date}|${row.timeSlotId}`);
    expect(new Set(active).size).toBe(active.length);
  });

  it('keeps each reservation consistent with its slot and its snapshot', () => {
    const { db } = world;
    for (const reservation of db.reservations) {
      const slot = db.timeSlots.find((row) => row.id === reservation.timeSlotId);
      expect(slot?.time).toBe(reservation.snapshot.time);
      expect(reservation.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      const expected = detailsOf(db, reservation.id).reduce(
        (sum, detail) => sum + detail.addonPrice * detail.quantity,
        reservation.snapshot.packagePrice,
      );
      expect(reservation.total).toBe(expected);
    }
  });

  it('gives every reservation one transaction asking for the right installment', () => {
    const { db } = world;
    for (const reservation of db.reservations) {
      const transactions = db.transactions.filter((row) => row.reservationId === reservation.id);
      expect(transactions).toHaveLength(1);
      const [transaction] = transactions;
      if (!transaction) continue;
      expect(transaction.total).toBe(installmentAmount(reservation.total, transaction.type));
      for (const proof of proofsOf(db, transaction.id)) expect(proof.total).toBe(transaction.total);
    }
  });

  it('has exactly the required valid proofs for every paid transaction, and no more for the others', () => {
    const { db } = world;
    for (const transaction of db.transactions) {
      const valid = proofsOf(db, transaction.id).filter((proof) => proof.isValid === 'true').length;
      if (transaction.status === 'paid') expect(valid).toBe(requiredValidProofs(transaction.type));
      else expect(valid).toBeLessThan(requiredValidProofs(transaction.type));
      expect(proofsOf(db, transaction.id).filter((proof) => proof.isValid === null).length).toBeLessThanOrEqual(1);
    }
  });

  it('completes only paid reservations, and cancels with their transaction expired unless it was paid and refunded', () => {
    const { db } = world;
    const refunded = new Set(db.refunds.map((refund) => refund.reservationId));
    for (const reservation of db.reservations) {
      const status = db.transactions.find((row) => row.reservationId === reservation.id)?.status;
      if (reservation.status === 'success') expect(status).toBe('paid');
      if (reservation.status === 'cancelled') expect(status).toBe(refunded.has(reservation.id) ? 'paid' : 'expired');
    }
  });

  it('has every booking made, and every proof of it sent, before it was called off', () => {
    const { db } = world;
    for (const reservation of db.reservations.filter((row) => row.cancellation)) {
      const at = reservation.cancellation?.at ?? '';
      expect(reservation.createdAt < at, `booking ${reservation.id}`).toBe(true);
      const transaction = db.transactions.find((row) => row.reservationId === reservation.id);
      for (const proof of transaction ? proofsOf(db, transaction.id) : []) {
        expect(proof.createdAt < at, `proof ${proof.id} of booking ${reservation.id}`).toBe(true);
      }
    }
  });

  it('has the paid sessions still to come booked and paid over several days, not all on the same one', () => {
    const { db } = world;
    const paidDays = new Set(
      db.reservations
        .filter((row) => row.status === 'pending' && row.date > TODAY)
        .flatMap((row) => db.transactions.filter((transaction) => transaction.reservationId === row.id))
        .filter((transaction) => transaction.status === 'paid')
        .flatMap((transaction) => proofsOf(db, transaction.id))
        .map((proof) => studioDayOf(new Date(proof.createdAt))),
    );
    expect(paidDays.size).toBeGreaterThanOrEqual(3);
  });

  it('has a refund waiting, to the account its customer gave, and one the studio paid back with its receipt', () => {
    const { db } = world;
    const [waiting, paidBack] = db.refunds;
    expect(db.refunds).toHaveLength(2);
    expect(waiting).toMatchObject({ status: 'waiting', by: 'customer', percent: 100 });
    expect(waiting?.bankAccount?.holder).toBe(
      db.users.find((user) => user.id === reservationOf(waiting)?.userId)?.name,
    );
    expect(paidBack).toMatchObject({ status: 'paid', by: 'admin', method: 'transfer', percent: null });
    expect(paidBack?.image).toMatch(/receipt/);
    for (const refund of db.refunds) {
      expect(reservationOf(refund)?.status).toBe('cancelled');
      expect(refund.amount).toBe(refund.paid);
      expect(refund.paid).toBeGreaterThan(0);
    }
  });

  it('has reviews only of completed reservations, by their customer, one each', () => {
    const { db } = world;
    for (const review of db.reviews) {
      const reservation = db.reservations.find((row) => row.id === review.reservationId);
      expect(reservation?.status).toBe('success');
      expect(reservation?.userId).toBe(review.userId);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(db.reviews.map((review) => review.reservationId)).size).toBe(db.reviews.length);
  });

  it('has nothing overdue at the moment it was made for', () => {
    const before = changeCount(world.db);
    expect(expireOverdue(world.db, NOW)).toBe(0);
    expect(changeCount(world.db)).toBe(before);
  });

  it('has made every reminder due at that moment, so the upkeep makes none', () => {
    const before = changeCount(world.db);
    expect(sendDueReminders(world.db, NOW)).toBe(0);
    expect(changeCount(world.db)).toBe(before);
  });

  it('gives the demo customer a few emails about their past bookings and their albums', () => {
    const emails = listReminders(world.db, world.as('customer'), new URLSearchParams()).data;
    expect(emails.length).toBeGreaterThanOrEqual(3);
    expect(emails.every((email) => email.channel === 'email' && email.sentAt !== null)).toBe(true);
    expect(new Set(emails.map((email) => email.kind))).toEqual(
      new Set(['payment-deadline', 'session-tomorrow', 'review-request', 'album-open', 'album-ready']),
    );
  });

  it('hands out a database nobody can change in place, so every reseed gets the seed as it was made', async () => {
    const first = await createTestSeed(NOW);
    expect(() => Object.assign(first.categories[0]!, { name: 'Diubah' })).toThrow(TypeError);
    expect(() => (first.reservations as unknown[]).splice(0)).toThrow(TypeError);
    const second = await createTestSeed(NOW);
    expect(second.categories[0]?.name).toBe('Foto Keluarga');
    expect(second.reservations.length).toBeGreaterThan(0);
  });
});

describe.each([
  ['08:00', '2026-11-22T01:00:00.000Z', false],
  ['13:00', '2026-11-22T06:00:00.000Z', true],
  ['21:00', '2026-11-22T14:00:00.000Z', true],
])('the seed made at %s in Jakarta', (_time, instant, aSessionHasEnded) => {
  const now = new Date(instant);
  let db: Db;
  beforeAll(async () => {
    db = await createTestSeed(now);
  });

  it('gives no customer more pending reservations than the rules allow', () => {
    const customers = db.users.filter((user) => user.role === 'user');
    const pending = customers.map(
      (user) => db.reservations.filter((row) => row.userId === user.id && row.status === 'pending').length,
    );
    expect(Math.max(...pending)).toBeLessThanOrEqual(MAX_PENDING_RESERVATIONS);
    expect(pending.some((count) => count > 0)).toBe(true);
  });

  it('has completed only sessions whose hour in the slot had ended by then, today included', () => {
    const completed = db.reservations.filter((row) => row.status === 'success');
    const unfinished = completed.filter(
      (row) => slotStart(row.date, row.snapshot.time).getTime() + HOUR_MS > now.getTime(),
    );
    expect(unfinished.map((row) => `${row.date} ${row.snapshot.time}`)).toEqual([]);
    const completedToday = completed.filter((row) => row.date === studioDayOf(now));
    expect(completedToday.length > 0).toBe(aSessionHasEnded);
  });

  it('has nothing overdue at that moment, and every reminder due made', () => {
    const draft = draftOf(db);
    expect(expireOverdue(draft, now)).toBe(0);
    expect(sendDueReminders(draft, now)).toBe(0);
    expect(changesOf(draft)).toEqual([]);
  });
});
