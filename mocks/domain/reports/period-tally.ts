/**
 * What one period of a report adds up to. The report reads each table once and hands every row to the tally of the
 * period it falls in; the tally keeps running sums and groups, and tells them as the contract's `ReportPeriod`.
 */
import type {
  PaymentMethod,
  ReportAddonSales,
  ReportCatalogueSales,
  ReportHeatmapCell,
  ReportPaymentMethod,
  ReportPeriod,
  ReportSeries,
  ReportVoucherUses,
} from '@/lib/api/api-types';
import { bookingMoney, linePrice } from '@/lib/rules/money';
import { addDays } from '@/lib/rules/studio-time';
import type { ReservationDetailRow, ReservationRow, TransactionDetailRow } from '@mocks/db/schema';
import { holdsSlot } from '../reservations/bookable-slot';
import { bucketOf, bucketStart, bucketStarts, daysIn, type Period } from './report-period';

/** The studio's open slots over a period: every time slot there is now, on each day it is not closed. */
export interface OpenSlots {
  /** The time slots, earliest first. */
  readonly times: readonly string[];
  /** The period's days no closure covers, each with its ISO weekday (1 Monday … 7 Sunday). */
  readonly openDays: ReadonlyMap<string, number>;
}

/** The ISO weekdays, Monday first: the heatmap's rows. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The group a key names, made empty on first use. */
function groupOf<Key, Group>(groups: Map<Key, Group>, key: Key, make: () => Group): Group {
  const found = groups.get(key);
  if (found) return found;
  const made = make();
  groups.set(key, made);
  return made;
}

/** A category or package as booked: its name is the latest booking's, since rows come in the order they were made. */
function addSale(groups: Map<number, ReportCatalogueSales>, id: number, name: string, total: number): void {
  const sales = groupOf(groups, id, () => ({ id, name, bookings: 0, revenue: 0 }));
  sales.name = name;
  sales.bookings += 1;
  sales.revenue += total;
}

const mostRevenueFirst = (a: ReportCatalogueSales, b: ReportCatalogueSales) =>
  b.revenue - a.revenue || b.bookings - a.bookings || a.id - b.id;
const mostAddonRevenueFirst = (a: ReportAddonSales, b: ReportAddonSales) =>
  b.revenue - a.revenue || b.quantity - a.quantity || a.id - b.id;
const mostMoneyFirst = (a: ReportPaymentMethod, b: ReportPaymentMethod) =>
  b.amount - a.amount || b.count - a.count || a.method.localeCompare(b.method);
const mostUsedFirst = (a: ReportVoucherUses, b: ReportVoucherUses) =>
  b.uses - a.uses || b.discount - a.discount || a.id - b.id;

/** The running figures of one period, over the studio's open slots in it. */
export function periodTally(period: Period, slots: OpenSlots) {
  const counts = { bookings: 0, bookedValue: 0, moneyOwed: 0, cancellations: 0, noShows: 0, bookedSlots: 0 };
  const refunds = { count: 0, amount: 0 };
  const categories = new Map<number, ReportCatalogueSales>();
  const packages = new Map<number, ReportCatalogueSales>();
  const addons = new Map<number, ReportAddonSales>();
  const vouchers = new Map<number, ReportVoucherUses>();
  const methods = new Map<PaymentMethod, ReportPaymentMethod>();
  /** How many of the period's days on each ISO weekday (1 to 7, at 0 to 6) are open. */
  const openOnWeekday = WEEKDAYS.map(() => 0);
  for (const weekday of slots.openDays.values()) openOnWeekday[weekday - 1] = (openOnWeekday[weekday - 1] ?? 0) + 1;
  const openSlots = slots.openDays.size * slots.times.length;
  const timeIndex = new Map(slots.times.map((time, index) => [time, index]));
  /** Booked open slots by weekday, then time: a weekday's times one after the other. */
  const bookedCells = Array.from({ length: WEEKDAYS.length * slots.times.length }, () => 0);
  /** Money received by the period's day, counted from its first. */
  const receivedOn = Array.from({ length: daysIn(period) }, () => 0);

  /** A booked slot counts against the open ones only where there is one: a time slot there is, on an open day. */
  function countSlot(row: ReservationRow): void {
    const weekday = slots.openDays.get(row.date);
    const slot = timeIndex.get(row.snapshot.time);
    if (weekday === undefined || slot === undefined) return;
    counts.bookedSlots += 1;
    const cell = (weekday - 1) * slots.times.length + slot;
    bookedCells[cell] = (bookedCells[cell] ?? 0) + 1;
  }

  return {
    /** A reservation whose session day is in the period, with its add-ons and its transaction's proofs. */
    booking(row: ReservationRow, details: readonly ReservationDetailRow[], proofs: readonly TransactionDetailRow[]) {
      // A cancelled booking freed its slot and sold nothing: it is a cancellation and nothing else.
      if (!holdsSlot(row)) {
        counts.cancellations += 1;
        return;
      }
      counts.bookings += 1;
      counts.bookedValue += row.total;
      counts.moneyOwed += bookingMoney(row.total, proofs).remaining;
      if (row.status === 'no-show') counts.noShows += 1;
      addSale(categories, row.categoryId, row.snapshot.categoryName, row.total);
      addSale(packages, row.categoryPackageId, row.snapshot.packageName, row.total);
      for (const detail of details) {
        const id = detail.categoryAddonId;
        const sold = groupOf(addons, id, () => ({ id, name: detail.addonName, quantity: 0, revenue: 0 }));
        sold.name = detail.addonName;
        sold.quantity += detail.quantity;
        sold.revenue += linePrice(detail.addonPrice, detail.quantity);
      }
      if (row.voucher) {
        const { id, code, discount } = row.voucher;
        const used = groupOf(vouchers, id, () => ({ id, code, uses: 0, discount: 0 }));
        used.code = code;
        used.uses += 1;
        used.discount += discount;
      }
      countSlot(row);
    },

    /** An accepted installment that reached the studio on the period's day `dayIndex` (0 for its first). */
    payment(proof: TransactionDetailRow, dayIndex: number) {
      const { method, total } = proof;
      const byMethod = groupOf(methods, method, () => ({ method, count: 0, amount: 0 }));
      byMethod.count += 1;
      byMethod.amount += total;
      receivedOn[dayIndex] = (receivedOn[dayIndex] ?? 0) + total;
    },

    /** A refund paid back on one of the period's days. */
    refund(amount: number) {
      refunds.count += 1;
      refunds.amount += amount;
    },

    /** The money received over the period, in the buckets its length asks for, every one of them told. */
    series(): ReportSeries {
      const bucket = bucketOf(period);
      const amounts = new Map(bucketStarts(period, bucket).map((start) => [start, 0]));
      receivedOn.forEach((amount, dayIndex) => {
        const start = bucketStart(addDays(period.from, dayIndex), bucket);
        amounts.set(start, (amounts.get(start) ?? 0) + amount);
      });
      return { bucket, moneyReceived: [...amounts].map(([start, amount]) => ({ start, amount })) };
    },

    view(): ReportPeriod {
      const heatmap: ReportHeatmapCell[] = WEEKDAYS.flatMap((weekday) =>
        slots.times.map((time, index) => ({
          weekday,
          time,
          booked: bookedCells[(weekday - 1) * slots.times.length + index] ?? 0,
          open: openOnWeekday[weekday - 1] ?? 0,
        })),
      );
      const paymentMethods = [...methods.values()].sort(mostMoneyFirst);
      return {
        from: period.from,
        to: period.to,
        figures: {
          moneyReceived: paymentMethods.reduce((sum, { amount }) => sum + amount, 0),
          moneyOwed: counts.moneyOwed,
          bookings: counts.bookings,
          averageBookingValue: counts.bookings === 0 ? 0 : Math.round(counts.bookedValue / counts.bookings),
          occupancy: openSlots === 0 ? 0 : counts.bookedSlots / openSlots,
          cancellations: counts.cancellations,
          noShows: counts.noShows,
          refunds: { ...refunds },
        },
        byCategory: [...categories.values()].sort(mostRevenueFirst),
        byPackage: [...packages.values()].sort(mostRevenueFirst),
        addons: [...addons.values()].sort(mostAddonRevenueFirst),
        heatmap,
        paymentMethods,
        vouchers: [...vouchers.values()].sort(mostUsedFirst),
      };
    },
  };
}

export type PeriodTally = ReturnType<typeof periodTally>;
