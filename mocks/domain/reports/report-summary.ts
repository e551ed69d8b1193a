/**
 * `GET /reports/summary?from&to`: the studio's figures over a period of studio days, beside the period of as many
 * days right before it (docs/api.md §7a). Each table is read once for both periods, through the lookups the lists
 * share (table-index.ts), so a period over 20,000 reservations answers within the 200 ms budget.
 */
import type { ReportSummary } from '@/lib/api/api-types';
import { addDays, isoWeekday } from '@/lib/rules/studio-time';
import type { Db } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { closureOn } from '../closures/closed-days';
import { ok, type Outcome } from '../outcome';
import { byReservation, byTransaction, rowsGroupedBy } from '../table-index';
import { periodTally, type OpenSlots, type PeriodTally } from './period-tally';
import { daysIn, isInPeriod, paymentDayIn, previousPeriod, requireReportPeriod, type Period } from './report-period';

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
 * Each accepted installment counts on the studio day its money reached the studio (`paymentDayIn`), whichever
 * booking it paid. Both periods are read in one pass over the days from the previous period's first to the
 * current one's last (the previous period ends the day before the current one starts).
 */
function countPayments(
  db: Db,
  previous: PeriodTally,
  current: PeriodTally,
  periods: Record<'before' | 'now', Period>,
): void {
  const days = daysIn(periods.before);
  const dayOf = paymentDayIn({ from: periods.before.from, to: periods.now.to });
  for (const proof of db.transactionDetails) {
    const dayIndex = dayOf(proof);
    if (dayIndex === undefined) continue;
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
  countPayments(db, before, current, { before: previous, now: period });
  countRefunds(db, tallyOn);
  return ok({ ...current.view(), series: current.series(), previous: before.view() }, 'Berhasil mengambil laporan');
}
