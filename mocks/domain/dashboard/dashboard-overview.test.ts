import { describe, expect, it } from 'vitest';
import { cancelOwnReservation } from '../reservations/customer-cancellation';
import { dashboardOverview } from './dashboard-overview';
import { cancelReservation, completeReservation, createReservation } from '../reservations/reservations';
import { checkIn, markNoShow } from '../reservations/arrivals';
import { HOUR_MS, MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import {
  addOddPricedPackage,
  book,
  type Choice,
  expectRefusedToOutsiders,
  payInFull,
  reservationRequest,
  sendNewProof,
} from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings, type WorldPerson } from '@mocks/test-kit/world';
import { createTransaction, decideProof } from '../transactions/transactions';
import { digestFigures } from '../digests/digest-figures';

/** 17:00 on Monday 30 November 2026 in Jakarta: the last hours of the studio's month. */
const MONTH_END = new Date('2026-11-30T10:00:00.000Z');
const LAST_INSTANT_OF_NOVEMBER = new Date('2026-11-30T16:59:59.999Z');
/** Midnight of 1 December in Jakarta, while it is still 30 November in UTC. */
const FIRST_INSTANT_OF_DECEMBER = new Date('2026-11-30T17:00:00.000Z');
const THIS_DAY = '2026-11-30T00:00:00.000Z';
const NEXT_DAY = '2026-12-01T00:00:00.000Z';

const world = seededWorld(MONTH_END);

/** Only the bookings a test makes itself, so every figure is exactly what it expects. */
startWithoutBookings(world);

const overviewAt = (at: Date = MONTH_END) => dashboardOverview(world.db, world.as('admin', at)).data;

const booking = (choice: Choice, who: WorldPerson = 'freshCustomer') => book(world.db, world.as(who), choice);

function openTransaction(
  reservationId: number,
  type: 'fullpayment' | 'downpayment' = 'fullpayment',
  who: WorldPerson = 'freshCustomer',
): number {
  return createTransaction(world.db, world.as(who), { reservationId, type }).data.id;
}

/** Sends a proof for the transaction at that instant and answers its id. */
const sendProof = (transactionId: number, at: Date = MONTH_END, who: WorldPerson = 'freshCustomer') =>
  sendNewProof(world.db, world.as(who, at), transactionId);

const decide = (transactionId: number, proofId: number, valid: boolean) =>
  decideProof(world.db, world.as('admin'), transactionId, proofId, valid);

describe('dashboardOverview', () => {
  it('is for admins only', () => {
    expectRefusedToOutsiders(world, (caller) => dashboardOverview(world.db, caller));
  });

  it('counts nothing when there are no bookings', () => {
    expect(dashboardOverview(world.db, world.as('admin'))).toEqual({
      status: 200,
      message: 'Berhasil mengambil ringkasan dashboard',
      data: {
        proofsWaiting: 0,
        refundsWaiting: 0,
        todayBookings: 0,
        todayWalkIns: 0,
        todayArrivals: 0,
        todayNoShows: 0,
        deadlinesWithin24h: 0,
        receivedThisMonth: 0,
        balancesDueToday: { count: 0, amount: 0 },
        paymentsInReview: 0,
        albumsToEdit: 0,
      },
    });
  });
});

describe('the morning summary’s figures', () => {
  it('counts the balances due today as the money rules ask for them, and today’s bookings as its sessions', () => {
    const oddPriced = addOddPricedPackage(world.db, world.as('admin'), 100_001);
    const halfPaid = openTransaction(booking({ date: THIS_DAY, time: '17:20', package: oddPriced }), 'downpayment');
    decide(halfPaid, sendProof(halfPaid), true);
    const paidOff = openTransaction(booking({ date: THIS_DAY, time: '17:40' }), 'downpayment');
    decide(paidOff, sendProof(paidOff), true);
    decide(paidOff, sendProof(paidOff), true);
    const tomorrow = openTransaction(booking({ date: NEXT_DAY, time: '10:20' }), 'downpayment');
    decide(tomorrow, sendProof(tomorrow), true);
    // 100.001 is paid as 50.001 now and 50.000 before the session.
    expect(overviewAt().balancesDueToday).toEqual({ count: 1, amount: 50_000 });
    // The overview and the digest count alike: the digest's counts, and as many bookings today as its sessions.
    const { sessions, ...counted } = digestFigures(world.db, MONTH_END);
    expect(overviewAt()).toMatchObject({ ...counted, todayBookings: sessions.length });
  });
});

describe('proofsWaiting', () => {
  it('counts the proofs waiting for validation of transactions still open', () => {
    sendProof(openTransaction(booking({ time: '10:20' })));
    const rejected = openTransaction(booking({ time: '10:40' }));
    decide(rejected, sendProof(rejected), false);
    const halfPaid = openTransaction(booking({ time: '11:00' }), 'downpayment');
    decide(halfPaid, sendProof(halfPaid), true);
    expect(overviewAt().proofsWaiting).toBe(1);
    sendProof(rejected);
    sendProof(halfPaid);
    expect(overviewAt().proofsWaiting).toBe(3);
  });

  it('leaves out a proof left waiting when the admin cancelled its booking, which expired the transaction', () => {
    const reservationId = booking({});
    sendProof(openTransaction(reservationId));
    cancelReservation(world.db, world.as('admin'), reservationId);
    expect(overviewAt().proofsWaiting).toBe(0);
  });
});

describe('todayBookings', () => {
  it('counts the bookings of the studio’s today that are not cancelled', () => {
    booking({ date: THIS_DAY, time: '17:20' });
    const completed = booking({ date: THIS_DAY, time: '17:40' });
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), completed);
    cancelReservation(world.db, world.as('admin'), booking({ date: THIS_DAY, time: '18:00' }));
    cancelOwnReservation(world.db, world.as('freshCustomer'), booking({ date: THIS_DAY, time: '18:20' }));
    booking({ date: NEXT_DAY, time: '10:20' });
    const sessionStarted = slotStart(THIS_DAY, '17:40');
    completeReservation(world.db, world.as('admin', sessionStarted), completed);
    expect(overviewAt(sessionStarted).todayBookings).toBe(2);
  });

  it('turns to the next day at midnight in Jakarta, while it is still the same day in UTC', () => {
    booking({ date: THIS_DAY, time: '17:20' });
    booking({ date: NEXT_DAY, time: '10:20' });
    booking({ date: NEXT_DAY, time: '10:40' });
    expect(overviewAt(LAST_INSTANT_OF_NOVEMBER).todayBookings).toBe(1);
    expect(overviewAt(FIRST_INSTANT_OF_DECEMBER).todayBookings).toBe(2);
  });
});

describe('today at the counter', () => {
  /** 10:20 in Jakarta: the day's first session starts; the bookings below are made then. */
  const opening = slotStart(THIS_DAY, '10:20');

  /** The admin's booking of a session today for a new customer, taken through `channel`. */
  const bookedByAdmin = (time: string, channel: string, phone: string) =>
    createReservation(world.db, world.as('admin', opening), {
      ...reservationRequest(world.db, { date: THIS_DAY, time }),
      customer: { name: 'Pelanggan Loket', phone },
      channel,
      type: 'fullpayment',
    }).data.id;

  it('counts the walk-ins among today’s bookings, the customers checked in and the no-shows', () => {
    const walkIn = bookedByAdmin('10:20', 'walk-in', '0896-5555-0150');
    bookedByAdmin('10:40', 'walk-in', '0896-5555-0151');
    const byChat = bookedByAdmin('11:00', 'whatsapp', '0896-5555-0152');
    const cancelledWalkIn = bookedByAdmin('11:20', 'walk-in', '0896-5555-0153');
    const online = book(world.db, world.as('freshCustomer', opening), { date: THIS_DAY, time: '11:40' });
    const after1140 = new Date(slotStart(THIS_DAY, '11:40').getTime() + 15 * MINUTE_MS);
    checkIn(world.db, world.as('admin', after1140), walkIn);
    checkIn(world.db, world.as('admin', after1140), byChat);
    cancelReservation(world.db, world.as('admin', after1140), cancelledWalkIn);
    markNoShow(world.db, world.as('admin', after1140), online);
    expect(overviewAt(after1140)).toMatchObject({
      todayBookings: 4,
      todayWalkIns: 2,
      todayArrivals: 2,
      todayNoShows: 1,
    });
  });
});

describe('deadlinesWithin24h', () => {
  it('counts an unpaid transaction from 24 hours before its deadline until just before it', () => {
    openTransaction(booking({}));
    const deadline = MONTH_END.getTime() + 24 * HOUR_MS;
    expect(overviewAt(new Date(MONTH_END.getTime() - 1)).deadlinesWithin24h).toBe(0);
    expect(overviewAt(MONTH_END).deadlinesWithin24h).toBe(1);
    expect(overviewAt(new Date(deadline - 1)).deadlinesWithin24h).toBe(1);
    expect(overviewAt(new Date(deadline)).deadlinesWithin24h).toBe(0);
  });

  it('leaves out transactions that will not expire, or have ended, and bookings without a transaction', () => {
    sendProof(openTransaction(booking({ time: '10:20' })));
    const halfPaid = openTransaction(booking({ time: '10:40' }), 'downpayment');
    decide(halfPaid, sendProof(halfPaid), true);
    const rejected = openTransaction(booking({ time: '11:00' }));
    decide(rejected, sendProof(rejected), false);
    const cancelled = booking({ time: '11:20' }, 'customer');
    openTransaction(cancelled, 'fullpayment', 'customer');
    cancelReservation(world.db, world.as('admin'), cancelled);
    payInFull(world.db, world.as('customer'), world.as('admin'), booking({ time: '11:40' }, 'customer'));
    booking({ time: '12:00' }, 'customer');
    expect(overviewAt().deadlinesWithin24h).toBe(1);
  });
});

describe('receivedThisMonth', () => {
  it('adds up the installments of the valid proofs sent in the studio’s month, judged in Jakarta (an odd total paid as 50.001 + 50.000)', () => {
    const oddPriced = addOddPricedPackage(world.db, world.as('admin'), 100_001);
    const downPayment = openTransaction(booking({ time: '10:20', package: oddPriced }), 'downpayment');
    const fullPayment = openTransaction(booking({ time: '10:40' }));
    decide(fullPayment, sendProof(fullPayment), true);
    decide(downPayment, sendProof(downPayment, LAST_INSTANT_OF_NOVEMBER), true);
    expect(overviewAt(LAST_INSTANT_OF_NOVEMBER).receivedThisMonth).toBe(350_000 + 50_001);
    decide(downPayment, sendProof(downPayment, FIRST_INSTANT_OF_DECEMBER), true);
    expect(overviewAt(LAST_INSTANT_OF_NOVEMBER).receivedThisMonth).toBe(350_000 + 50_001);
    expect(overviewAt(FIRST_INSTANT_OF_DECEMBER).receivedThisMonth).toBe(50_000);
  });

  it('leaves out proofs waiting for validation or found invalid', () => {
    sendProof(openTransaction(booking({ time: '10:20' })));
    const rejected = openTransaction(booking({ time: '10:40' }));
    decide(rejected, sendProof(rejected), false);
    expect(overviewAt().receivedThisMonth).toBe(0);
  });

  it('keeps a valid installment as received when its booking is cancelled afterwards', () => {
    const reservationId = booking({});
    const halfPaid = openTransaction(reservationId, 'downpayment');
    decide(halfPaid, sendProof(halfPaid), true);
    cancelReservation(world.db, world.as('admin'), reservationId);
    expect(overviewAt().receivedThisMonth).toBe(175_000);
  });
});
