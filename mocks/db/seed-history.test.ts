import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMoney, installmentAmount } from '@/lib/rules/money';
import { isAcceptedProof, requiredValidProofs } from '@/lib/rules/proofs';
import { customerRefund } from '@/lib/rules/refunds';
import { addDays, HOUR_MS, isoWeekday, slotStart, studioDayOf } from '@/lib/rules/studio-time';
import { albumStage } from '@/lib/rules/albums';
import { voucherDiscount } from '@/lib/rules/vouchers';
import { expireOverdue } from '../domain/reservations/expiry';
import { sendDueReminders } from '../domain/reminders/reminder-sweep';
import { factsOf, recordOf } from '../domain/albums/albums';
import { refundableBookingOf } from '../domain/refunds/refunds';
import { reportSummary } from '../domain/reports/report-summary';
import { byReservation, byTransaction, rowsGroupedBy } from '../domain/table-index';
import { FIXED_NOW, NOW, TODAY } from '../test-kit/clock';
import { createTestSeed, createTestSeedWithHistory } from '../test-kit/seed';
import { signInDemoAccount } from '../test-kit/sign-in';
import { changesOf, draftOf } from './draft';
import { tableNames, type Db, type ReservationRow } from './schema';
import { demoAccounts } from './seed';
import { RECENT_DAYS } from './seed-bookings';
import { GRADUATION_MONTHS, HISTORY_DAYS } from './seed-history';

const monthOf = (day: string) => Number(day.slice(5, 7));
const hourOf = (row: ReservationRow) => Number(row.snapshot.time.slice(0, 2));

/** How many of `rows` there are per day of `days` that `keep` keeps. */
function perDay(rows: readonly ReservationRow[], days: readonly string[], keep: (day: string) => boolean): number {
  const kept = days.filter(keep);
  return rows.filter((row) => keep(row.date)).length / kept.length;
}

describe("the seed's year of history", () => {
  let plain: Db;
  let db: Db;
  /** The history's bookings: every reservation the seed without it does not have. */
  let history: ReservationRow[];
  const days = Array.from({ length: HISTORY_DAYS - RECENT_DAYS }, (_, index) => addDays(TODAY, index - HISTORY_DAYS));

  beforeAll(async () => {
    [plain, db] = await Promise.all([createTestSeed(NOW), createTestSeedWithHistory(NOW)]);
    history = db.reservations.slice(plain.reservations.length);
  });

  // Each reservation of the seed has one transaction (seed.test.ts).
  const transactionOf = (row: ReservationRow) => rowsGroupedBy(db.transactions, byReservation).get(row.id)?.[0];
  const proofsOf = (row: ReservationRow) =>
    rowsGroupedBy(db.transactionDetails, byTransaction).get(transactionOf(row)?.id ?? 0) ?? [];

  it('comes after the rest of the seed, which stays row for row as it is without it', () => {
    for (const table of tableNames) {
      // The gateway's server key is the one thing drawn anew for every store.
      if (table === 'gatewayKeys') continue;
      expect(db[table].slice(0, plain[table].length), table).toEqual(plain[table]);
    }
  });

  it('holds some 600 finished bookings of the ordinary customers, from a year ago to the day before the recent weeks', () => {
    expect(history.length).toBeGreaterThan(450);
    expect(history.length).toBeLessThan(800);
    const dates = history.map((row) => row.date).toSorted();
    expect((dates[0] ?? '') >= addDays(TODAY, -HISTORY_DAYS)).toBe(true);
    expect((dates.at(-1) ?? '') < addDays(TODAY, -RECENT_DAYS)).toBe(true);
    expect(new Set(history.map((row) => row.status))).toEqual(new Set(['success', 'cancelled', 'no-show']));
    const demoCustomer = db.users.find((user) => user.email === demoAccounts.customer.email);
    expect(history.filter((row) => row.userId === demoCustomer?.id)).toEqual([]);
    const createdAt = (id: number) => db.users.find((user) => user.id === id)?.createdAt ?? '';
    for (const row of history) expect(createdAt(row.userId) < row.createdAt).toBe(true);
  });

  it('is busiest in the wisuda seasons, on weekends and in the afternoons, and sells Wisuda most in its seasons', () => {
    const inSeason = (day: string) => GRADUATION_MONTHS.has(monthOf(day));
    expect(perDay(history, days, inSeason)).toBeGreaterThan(1.2 * perDay(history, days, (day) => !inSeason(day)));
    const isWeekend = (day: string) => isoWeekday(day) >= 6;
    expect(perDay(history, days, isWeekend)).toBeGreaterThan(1.6 * perDay(history, days, (day) => !isWeekend(day)));
    // Per slot: 14:00 to 16:40 has nine, 10:20 to 11:40 five.
    const afternoons = history.filter((row) => hourOf(row) >= 14 && hourOf(row) < 17).length / 9;
    const mornings = history.filter((row) => hourOf(row) < 12).length / 5;
    expect(afternoons).toBeGreaterThan(1.8 * mornings);
    const graduationShare = (rows: ReservationRow[]) =>
      rows.filter((row) => row.snapshot.categoryName === 'Wisuda').length / rows.length;
    const [season, outside] = [
      history.filter((row) => inSeason(row.date)),
      history.filter((row) => !inSeason(row.date)),
    ];
    expect(graduationShare(season)).toBeGreaterThan(2 * graduationShare(outside));
  });

  it('prices each booking as booked, and holds the money each ending has: paid sessions, no-shows and refunds in full', () => {
    const refunded = new Set(db.refunds.map((refund) => refund.reservationId));
    const addonsOf = rowsGroupedBy(db.reservationDetails, byReservation);
    /** What is wrong with a booking's price, payment or times: nothing, for each of them. */
    const problemsOf = (row: ReservationRow): string[] => {
      const subtotal = (addonsOf.get(row.id) ?? []).reduce(
        (sum, detail) => sum + detail.addonPrice * detail.quantity,
        row.snapshot.packagePrice,
      );
      const transaction = transactionOf(row);
      const proofs = proofsOf(row);
      const accepted = proofs.filter(isAcceptedProof);
      const paid = row.status !== 'cancelled' || refunded.has(row.id);
      const type = transaction?.type ?? 'fullpayment';
      // Booked before the session, and paid from then until it was over.
      const start = slotStart(row.date, row.snapshot.time).getTime();
      const checks: [boolean, string][] = [
        [row.total === subtotal - (row.voucher?.discount ?? 0), 'total'],
        [transaction?.total === installmentAmount(row.total, type), 'installment'],
        [transaction?.status === (paid ? 'paid' : 'expired'), 'transaction status'],
        [accepted.length === (paid ? requiredValidProofs(type) : 0), 'accepted proofs'],
        [!paid || bookingMoney(row.total, accepted).remaining === 0, 'paid in full'],
        [Date.parse(row.createdAt) < start, 'booked before the session'],
        [
          proofs.every((proof) => proof.createdAt >= row.createdAt && Date.parse(proof.createdAt) < start + HOUR_MS),
          'paid on time',
        ],
        [row.status !== 'no-show' || row.checkedInAt === null, 'no-show never came'],
      ];
      return checks.flatMap(([holds, what]) => (holds ? [] : [`#${row.id}: ${what}`]));
    };
    expect(history.flatMap(problemsOf)).toEqual([]);
    const methods = history.flatMap((row) =>
      proofsOf(row)
        .filter(isAcceptedProof)
        .map((proof) => proof.method),
    );
    expect(new Set(methods)).toEqual(new Set(['qris', 'transfer', 'cash', 'counter-qris']));
    const noShows = history.filter((row) => row.status === 'no-show').length;
    expect(noShows).toBeGreaterThan(3);
    expect(noShows).toBeLessThan(history.length / 20);
  });

  it('applies only MERDEKA17, on the days it ran, once per customer, at the discount its rules give', () => {
    const used = history.filter((row) => row.voucher !== null);
    expect(used.length).toBeGreaterThan(3);
    const merdeka = db.vouchers.find((voucher) => voucher.code === 'MERDEKA17');
    const held = used.filter((row) => row.status !== 'cancelled');
    expect(new Set(held.map((row) => row.userId)).size).toBe(held.length);
    for (const row of used) {
      expect(row.voucher?.id).toBe(merdeka?.id);
      const bookedOn = studioDayOf(new Date(row.createdAt));
      expect(bookedOn >= (merdeka?.validFrom ?? '') && bookedOn <= (merdeka?.validTo ?? '')).toBe(true);
      const subtotal = row.total + (row.voucher?.discount ?? 0);
      expect(row.voucher?.discount).toBe(merdeka && voucherDiscount(merdeka, subtotal));
    }
  });

  it('pays back the paid bookings called off ahead: the policy’s share to the customer, all of it when the studio cancelled', () => {
    const historyIds = new Set(history.map((row) => row.id));
    const refunds = db.refunds.filter((refund) => historyIds.has(refund.reservationId));
    expect(refunds.length).toBeGreaterThan(5);
    expect(new Set(refunds.map((refund) => refund.by))).toEqual(new Set(['customer', 'admin']));
    for (const refund of refunds) {
      const row = history.find((reservation) => reservation.id === refund.reservationId);
      if (!row) throw new Error(`refund ${refund.id} has no booking`);
      const booking = refundableBookingOf(db, row);
      const cancelledAt = new Date(refund.createdAt);
      expect(row).toMatchObject({ status: 'cancelled', cancellation: { at: refund.createdAt, by: refund.by } });
      expect(cancelledAt.getTime()).toBeLessThan(booking.sessionStart.getTime());
      expect(refund.amount).toBe(refund.by === 'customer' ? customerRefund(booking, cancelledAt).amount : booking.paid);
      expect(refund).toMatchObject({ status: 'paid', method: 'transfer', paid: booking.paid });
      expect(refund.amount).toBeGreaterThan(0);
      expect((refund.paidAt ?? '') > studioDayOf(cancelledAt) && (refund.paidAt ?? '') <= TODAY).toBe(true);
    }
  });

  it('gives every session held an album delivered, with photos only while they can still be downloaded', () => {
    const held = history.filter((row) => row.status === 'success');
    const withAlbum = new Set(db.albums.map((album) => album.reservationId));
    expect(held.every((row) => withAlbum.has(row.id))).toBe(true);
    expect(history.filter((row) => row.status !== 'success').some((row) => withAlbum.has(row.id))).toBe(false);
    const stages = held.map((row) => {
      const record = recordOf(db, row);
      const stage = albumStage(factsOf(record), NOW);
      expect(record.photos.length > 0).toBe(stage === 'ready');
      return stage;
    });
    expect(new Set(stages)).toEqual(new Set(['ready', 'expired']));
  });

  it('gives the owner’s report a year of money, and this month and the last bookings to compare', async () => {
    const draft = draftOf(db);
    const caller = { token: await signInDemoAccount(draft, 'admin', NOW), now: NOW };
    const day = (instant: string) => instant.slice(0, 10);
    const year = reportSummary(
      draft,
      caller,
      new URLSearchParams({ from: day(addDays(TODAY, -HISTORY_DAYS)), to: day(TODAY) }),
    );
    expect(year.data.series.moneyReceived.every((bucket) => bucket.amount > 0)).toBe(true);
    expect(year.data.vouchers.map((voucher) => voucher.code)).toEqual(['MERDEKA17']);
    const month = reportSummary(draft, caller, new URLSearchParams({ from: `${TODAY.slice(0, 8)}01`, to: day(TODAY) }));
    expect(month.data.figures.bookings).toBeGreaterThan(0);
    expect(month.data.previous.figures.bookings).toBeGreaterThan(0);
    expect(month.data.previous.figures.moneyReceived).toBeGreaterThan(0);
  });

  it.each([NOW, new Date(FIXED_NOW)])('leaves nothing overdue and no reminder to make at %s', async (now) => {
    const draft = draftOf(await createTestSeedWithHistory(now));
    expect(expireOverdue(draft, now)).toBe(0);
    expect(sendDueReminders(draft, now)).toBe(0);
    expect(changesOf(draft)).toEqual([]);
  });
});
