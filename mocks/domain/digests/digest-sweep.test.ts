import { describe, expect, it } from 'vitest';
import { addDays, MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import { insertRow } from '@mocks/db/draft';
import { putOriginals } from '@mocks/test-kit/album-photos';
import { dayFromRulesToday, NOW } from '@mocks/test-kit/clock';
import { book, completeAtSessionStart, payInFull, sendNewProof } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { saveAlbumSelection, submitAlbumSelection } from '../albums/albums';
import { cancelReservation } from '../reservations/reservations';
import { createTransaction, decideProof } from '../transactions/transactions';
import { upkeep } from '../upkeep';
import { sendMorningDigest } from './digest-sweep';

const world = seededWorld();

/** Only the bookings a test makes itself, so the summary counts exactly what it expects. */
startWithoutBookings(world);

/** Wednesday 25 November 2026, three days after the seed's. */
const DAY = dayFromRulesToday(3);
/** A studio wall-clock time on a day, as the instant it names. */
const wib = (day: string, time: string) => slotStart(day, time);
const ONE_MINUTE_TO_SEVEN = new Date(wib(DAY, '07:00').getTime() - MINUTE_MS);

/** Two customers, as a customer has at most 3 bookings pending. */
const customer = () => world.as('freshCustomer');
const demoCustomer = () => world.as('customer');
const admin = () => world.as('admin');

/** A booking of DAY whose down payment was accepted and whose balance was not: answers its transaction. */
function halfPaid(time: string): number {
  const reservationId = book(world.db, customer(), { date: DAY, time });
  const transactionId = createTransaction(world.db, customer(), { reservationId, type: 'downpayment' }).data.id;
  decideProof(world.db, admin(), transactionId, sendNewProof(world.db, customer(), transactionId), true);
  return transactionId;
}

/**
 * The studio on DAY: at 10:20 the demo customer's booking paid in full; at 11:00 one paid in full and cancelled by
 * the admin, who owes its refund; at 13:40 a down payment whose balance (Rp 175.000) is due; at 15:00 a down payment
 * paid in full; a proof waiting for a session the day after; a choice sent the day before, waiting for its edits;
 * and a gateway payment of a wrong amount waiting for review.
 */
function busyStudio(): void {
  payInFull(world.db, demoCustomer(), admin(), book(world.db, demoCustomer(), { date: DAY, time: '10:20' }));
  const cancelled = book(world.db, customer(), { date: DAY, time: '11:00' });
  payInFull(world.db, customer(), admin(), cancelled);
  cancelReservation(world.db, admin(), cancelled);
  halfPaid('13:40');
  const paidLater = book(world.db, demoCustomer(), { date: DAY, time: '15:00' });
  payInFull(world.db, demoCustomer(), admin(), paidLater, 'downpayment');

  const tomorrow = book(world.db, demoCustomer(), { date: addDays(DAY, 1), time: '10:20' });
  const waiting = createTransaction(world.db, demoCustomer(), { reservationId: tomorrow, type: 'fullpayment' }).data.id;
  sendNewProof(world.db, demoCustomer(), waiting);

  const dayBefore = addDays(DAY, -1);
  const finished = book(world.db, customer(), { date: dayBefore, time: '10:20' });
  payInFull(world.db, customer(), admin(), finished);
  completeAtSessionStart(world.db, finished);
  const [photo] = putOriginals(world.db, finished, 3, wib(dayBefore, '14:00'));
  const choosing = world.as('freshCustomer', wib(dayBefore, '18:00'));
  saveAlbumSelection(world.db, choosing, finished, { photos: [{ id: photo }] });
  submitAlbumSelection(world.db, choosing, finished);

  insertRow(world.db, 'charges', {
    id: 1,
    transactionId: waiting,
    orderId: 'SS-1-1',
    installment: 1,
    amount: 350_000,
    qris: '000201',
    expiresAt: wib(DAY, '06:15').toISOString(),
    status: 'paid',
    createdAt: wib(DAY, '06:00').toISOString(),
  });
  insertRow(world.db, 'gatewayPayments', {
    id: 1,
    chargeId: 1,
    gatewayTransactionId: 'gw-1',
    amount: 35_000,
    paidAt: wib(DAY, '06:05').toISOString(),
    receivedAt: wib(DAY, '06:05').toISOString(),
    status: 'review',
    reason: 'amount',
    proofId: null,
    reviewedBy: null,
    reviewedAt: null,
    refundMethod: null,
    note: '',
  });
}

describe('sendMorningDigest', () => {
  it('sends nothing before 07:00 WIB', () => {
    busyStudio();
    expect(sendMorningDigest(world.db, ONE_MINUTE_TO_SEVEN)).toBe(0);
    expect(world.db.digests).toEqual([]);
  });

  it('sends the admin the day’s summary at 07:00 WIB: the sessions that stand, the balances due and what waits', () => {
    busyStudio();
    const seven = wib(DAY, '07:00');
    expect(sendMorningDigest(world.db, seven)).toBe(1);
    expect(world.db.digests).toEqual([
      {
        id: 1,
        day: DAY,
        userId: world.idOf('admin'),
        recipient: 'admin@studio.test',
        subject: 'Ringkasan pagi Rabu, 25 November 2026',
        body: [
          'Selamat pagi,',
          '',
          'berikut ringkasan studio untuk Rabu, 25 November 2026.',
          '',
          'Sesi hari ini (3):',
          '- 10.20 WIB: Sari Wulandari',
          '- 13.40 WIB: Rina Kartika',
          '- 15.00 WIB: Sari Wulandari',
          '',
          'Sisa pembayaran jatuh tempo hari ini: 1 reservasi, Rp\u00a0175.000',
          'Bukti pembayaran menunggu validasi: 1',
          'Pembayaran gateway perlu ditinjau: 1',
          'Pengembalian dana menunggu dibayar: 1',
          'Pilihan foto menunggu diedit: 1',
        ].join('\n'),
        figures: {
          sessions: [
            { reservationId: expect.any(Number) as number, time: '10:20', customerName: 'Sari Wulandari' },
            { reservationId: expect.any(Number) as number, time: '13:40', customerName: 'Rina Kartika' },
            { reservationId: expect.any(Number) as number, time: '15:00', customerName: 'Sari Wulandari' },
          ],
          balancesDueToday: { count: 1, amount: 175_000 },
          proofsWaiting: 1,
          refundsWaiting: 1,
          paymentsInReview: 1,
          albumsToEdit: 1,
        },
        createdAt: seven.toISOString(),
      },
    ]);
  });

  it('leaves out what counts nothing, but says that no session is booked', () => {
    sendMorningDigest(world.db, wib(DAY, '07:00'));
    expect(world.db.digests[0]?.body).toBe(
      [
        'Selamat pagi,',
        '',
        'berikut ringkasan studio untuk Rabu, 25 November 2026.',
        '',
        'Tidak ada sesi hari ini.',
      ].join('\n'),
    );
  });

  it('counts no balance once it is paid', () => {
    const transactionId = halfPaid('13:40');
    decideProof(world.db, admin(), transactionId, sendNewProof(world.db, customer(), transactionId), true);
    sendMorningDigest(world.db, wib(DAY, '08:00'));
    expect(world.db.digests[0]?.figures.balancesDueToday).toEqual({ count: 0, amount: 0 });
    expect(world.db.digests[0]?.figures.sessions).toHaveLength(1);
  });

  it('sends one a day: none again the same day, another the next, and none for a day nobody called', () => {
    expect(sendMorningDigest(world.db, wib(DAY, '07:00'))).toBe(1);
    expect(sendMorningDigest(world.db, wib(DAY, '07:00'))).toBe(0);
    expect(sendMorningDigest(world.db, wib(DAY, '23:59'))).toBe(0);
    expect(sendMorningDigest(world.db, wib(addDays(DAY, 1), '06:59'))).toBe(0);
    expect(sendMorningDigest(world.db, wib(addDays(DAY, 1), '07:00'))).toBe(1);
    expect(sendMorningDigest(world.db, wib(addDays(DAY, 3), '12:30'))).toBe(1);
    expect(world.db.digests.map((row) => [row.day, row.subject])).toEqual([
      [DAY, 'Ringkasan pagi Rabu, 25 November 2026'],
      [addDays(DAY, 1), 'Ringkasan pagi Kamis, 26 November 2026'],
      [addDays(DAY, 3), 'Ringkasan pagi Sabtu, 28 November 2026'],
    ]);
  });

  it('makes no second one when the clock goes back to a day already summed up', () => {
    sendMorningDigest(world.db, wib(addDays(DAY, 1), '07:00'));
    sendMorningDigest(world.db, wib(DAY, '07:00'));
    expect(sendMorningDigest(world.db, wib(addDays(DAY, 1), '09:00'))).toBe(0);
    expect(world.db.digests.map((row) => row.day)).toEqual([addDays(DAY, 1), DAY]);
  });

  it('is sent by the upkeep that runs before every request, which then has changed something', () => {
    expect(upkeep(world.db, ONE_MINUTE_TO_SEVEN)).toBe(false);
    expect(upkeep(world.db, wib(DAY, '07:00'))).toBe(true);
    expect(world.db.digests).toHaveLength(1);
    expect(upkeep(world.db, wib(DAY, '07:01'))).toBe(false);
  });
});

describe('the morning summary’s cost', () => {
  it('looks up the day before counting anything, so a request after the summary costs one lookup', () => {
    sendMorningDigest(world.db, NOW);
    // Were the store counted again, reading the bookings would throw.
    Object.defineProperty(world.db, 'reservations', {
      get: () => {
        throw new Error('the bookings were read');
      },
    });
    expect(sendMorningDigest(world.db, NOW)).toBe(0);
  });
});
