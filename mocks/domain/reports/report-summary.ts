/**
 * `GET /reports/summary?from&to`: the studio's figures over a period of studio days, beside the period of as many
 * days right before it (docs/api.md §7a). Each table is read once for both periods, through the lookups the lists
 * share (table-index.ts), so a period over 20,000 reservations answers within the 200 ms budget.
 */
import type { ReportSummary } from '@/lib/api/api-types';
import { isAcceptedProof } from '@/lib/rules/proofs';
import { addDays, DAY_MS, isoWeekday, slotStart } from '@/lib/rules/studio-time';
import type { Db } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { closureOn } from '../closures/closed-days';
import { ok, type Outcome } from '../outcome';
import { byReservation, byTransaction, rowsGroupedBy } from '../table-index';
import { periodTally, type OpenSlots, type PeriodTally } from './period-tally';
import { daysIn, isInPeriod, previousPeriod, requireReportPeriod, type Period } from './report-period';

/** The period's open slots: the time slots there are now, on each day no closure covers. */
function openSlotsIn(db: Db, period: Period, times: readonly string[]): OpenSlots {
  const openDays = new Map<string, number>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    if (!closureOn(db, day)) openDays.set(day, isoWeekday(day));
  }
  return { times, openDays };
}

type TallyOn = (day: string) => PeriodTally | undefined;

/** Each reservation counts for the period its session day is in, with its add-ons and its transaction's proofs. */
function countBookings(db: Db, tallyOn: TallyOn): void {
  const detailsOf = rowsGroupedBy(db.reservationDetails, byReservation);
  const transactionsOf = rowsGroupedBy(db.transactions, byReservation);
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  for (const row of db.reservations) {
    const tally = tallyOn(row.date);
    if (!tally) continue;
    const proofs = (transactionsOf.get(row.id) ?? []).flatMap((transaction) => proofsOf.get(transaction.id) ?? []);
    tally.booking(row, detailsOf.get(row.id) ?? [], proofs);
  }
}

/**
 * Each accepted installment counts on the studio day its proof was made, whichever booking it paid: a customer sends
 * a proof once the money is paid, the admin records a counter payment as it is taken, and a gateway payment becomes
 * a proof when it is applied or accepted. The admin's decision may come later; the money was the studio's by then.
 * Jakarta keeps no daylight saving time, so a studio day is 24 hours from the instant it starts: the day of an
 * instant is counted from the window's start, with no date made for each of thousands of proofs.
 */
function countPayments(db: Db, previous: PeriodTally, current: PeriodTally, days: number, from: string): void {
  const start = slotStart(from, '00:00').getTime();
  for (const proof of db.transactionDetails) {
    if (!isAcceptedProof(proof)) continue;
    const dayIndex = Math.floor((Date.parse(proof.createdAt) - start) / DAY_MS);
    if (dayIndex < 0 || dayIndex >= 2 * days) continue;
    if (dayIndex < days) previous.payment(proof, dayIndex);
    else current.payment(proof, dayIndex - days);
  }
}

/** A refund counts once paid back, on the studio day the admin recorded for it. */
function countRefunds(db: Db, tallyOn: TallyOn): void {
  for (const refund of db.refunds) {
    if (refund.status === 'paid' && refund.paidAt !== null) tallyOn(refund.paidAt)?.refund(refund.amount);
  }
}

export function reportSummary(db: Db, caller: Caller, query: URLSearchParams): Outcome<ReportSummary> {
  requireAdmin(db, caller);
  const period = requireReportPeriod(query);
  const previous = previousPeriod(period);
  const times = db.timeSlots.map(({ time }) => time).toSorted();
  const current = periodTally(period, openSlotsIn(db, period, times));
  const before = periodTally(previous, openSlotsIn(db, previous, times));
  const tallyOn: TallyOn = (day) => {
    if (isInPeriod(day, period)) return current;
    return isInPeriod(day, previous) ? before : undefined;
  };
  countBookings(db, tallyOn);
  countPayments(db, before, current, daysIn(period), previous.from);
  countRefunds(db, tallyOn);
  return ok({ ...current.view(), series: current.series(), previous: before.view() }, 'Berhasil mengambil laporan');
}
