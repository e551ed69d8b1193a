/**
 * The studio's year before the seed's recent weeks: finished bookings from a year before today to the day before
 * those weeks, so the owner's reports (`GET /reports/summary`) have a year to chart. Each is made as the recent ones
 * are (`seedBooker`), by the seed's ordinary customers (never the demo customer), from a random stream of its own and
 * after the rest of the seed's bookings and albums, so everything else stays as it was.
 *
 * Its shape is a studio owner's year in Indonesia: the wisuda seasons, when the universities hold their graduations
 * (February to April and August to November, September the peak), are the busiest months and sell the Wisuda
 * packages four times as well; December's school holidays bring families; January and May are the quietest.
 * Weekends are about twice as busy as weekdays, and afternoons are the slots most asked for.
 *
 * Most sessions were held and paid in full or with both installments, by QRIS in the app or at the counter as their
 * channel has it; some bookings lapsed unpaid or were called off by the admin, a few customers never came, and some
 * paid bookings were cancelled ahead and paid back by transfer. Half the bookings of the days MERDEKA17 ran tried it,
 * and got it where its rules allowed (booked in those days, once per customer); the vouchers still running have no
 * use but the app's. Every held session's album was delivered: those whose downloads have ended keep no photos, to
 * keep the store small; the others have their originals and edits, as the recent ones do.
 */
import { customerRefund } from '@/lib/rules/refunds';
import { addDays, HOUR_MS, isoWeekday, studioDayOf } from '@/lib/rules/studio-time';
import { availableUntilFrom } from '@/lib/rules/albums';
import { refundableBookingOf } from '../domain/refunds/refunds';
import { sessionStartOf } from '../domain/reservations/reservation-records';
import { currentSettings } from '../domain/settings/settings';
import type { Draft } from './draft';
import type { PackageRow, ReservationRow } from './schema';
import { RECENT_DAYS, seedBooker, type Scenario } from './seed-bookings';
import { deliveredAlbumPlan, writeAlbum } from './seed-albums';
import { cancelWithRefund, refundAccountOf, STUDIO_REFUND_REASON } from './seed-refunds';
import type { SeedRandom } from './seed-random';

/** How far back the history starts, in days before today: a year, so that a year's report is full. */
export const HISTORY_DAYS = 365;

/** How busy each month is (January first), in percent of an ordinary one. */
const MONTH_PERCENT = [70, 120, 140, 130, 80, 90, 100, 130, 150, 140, 120, 100] as const;

/** The months of the wisuda seasons (1 is January): the Wisuda packages sell four times as well in them. */
export const GRADUATION_MONTHS: ReadonlySet<number> = new Set([2, 3, 4, 8, 9, 10, 11]);

/** How busy each weekday is (Monday first), in percent of an ordinary one: the weekend the busiest. */
const WEEKDAY_PERCENT = [70, 70, 80, 80, 100, 180, 160] as const;

/**
 * The bookings of an ordinary day (an ordinary month and weekday): about 600 in the year, about as many a day as the
 * recent weeks have, so that a month compared with the one before compares seasons.
 */
const ORDINARY_DAY_BOOKINGS = 1.5;

/** How the categories share the bookings outside the wisuda seasons, by name. */
const CATEGORY_SHARE: Readonly<Record<string, number>> = {
  'Foto Keluarga': 22,
  Wisuda: 12,
  Prewedding: 16,
  Maternity: 14,
  'Foto Produk': 16,
  'Pas Foto': 20,
};

/** The draws `random.int` is made into a fraction with: a millionth. */
const MILLION = 1_000_000;

/** How a booking of the history ended, `refunded` being a paid one cancelled ahead and paid back. */
type Ending = Extract<Scenario, 'completed' | 'no-show' | 'expired' | 'cancelled-by-admin'> | 'refunded';

const ENDINGS: readonly { weight: number; value: Ending }[] = [
  { weight: 85, value: 'completed' },
  { weight: 7, value: 'expired' },
  { weight: 2, value: 'cancelled-by-admin' },
  { weight: 2, value: 'no-show' },
  { weight: 4, value: 'refunded' },
];

/** How often a slot is asked for, by its hour: mornings least, afternoons most, evenings in between. */
function slotWeight(time: string): number {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 6;
  if (hour < 14) return 9;
  if (hour < 17) return 15;
  return hour < 18 ? 12 : 8;
}

/** A calendar day's expected bookings: an ordinary day's, scaled by its month and its weekday. */
function expectedBookings(day: string): number {
  const month = Number(day.slice(5, 7));
  return (
    (ORDINARY_DAY_BOOKINGS * (MONTH_PERCENT[month - 1] ?? 100) * (WEEKDAY_PERCENT[isoWeekday(day) - 1] ?? 100)) / 10_000
  );
}

/** Adds the year before the recent weeks, drawing from `random`, after the rest of the seed's bookings and albums. */
export function seedHistory(db: Draft, random: SeedRandom, now: Date, assetBase: string): void {
  const booker = seedBooker(db, random, now, assetBase);
  if (!booker) return;
  const { book, others } = booker;
  const today = studioDayOf(now);
  const admin = db.users.find((user) => user.role === 'admin');
  const { keepDays } = currentSettings(db).albums;
  const slotChoices = db.timeSlots.map((slot, index) => ({ weight: slotWeight(slot.time), value: index }));
  // The promotions over by the recent weeks: those still running stay unused, as the app has them.
  const pastPromotions = db.vouchers.filter((row) => row.validTo < addDays(today, -RECENT_DAYS));

  /** Each package's weight, in or out of the wisuda seasons: its category's share, and the cheaper ones first. */
  function packageChoices(graduationSeason: boolean): { weight: number; value: PackageRow }[] {
    return db.packages.flatMap((item) => {
      const category = db.categories.find((row) => row.id === item.categoryId);
      const share = CATEGORY_SHARE[category?.name ?? ''] ?? 0;
      const rank = db.packages.filter((other) => other.categoryId === item.categoryId).indexOf(item);
      const weight = share * (graduationSeason && category?.name === 'Wisuda' ? 4 : 1) * Math.max(1, 3 - rank);
      return weight > 0 ? [{ weight, value: item }] : [];
    });
  }
  const packagesInSeason = packageChoices(true);
  const packagesOutOfSeason = packageChoices(false);

  /** How many bookings a day with `expected` of them gets: a Poisson draw (Knuth's), as independent bookings come. */
  function bookingsOn(expected: number): number {
    const limit = Math.exp(-expected);
    let count = 0;
    for (let product = random.int(1, MILLION) / MILLION; product > limit; product *= random.int(1, MILLION) / MILLION)
      count += 1;
    return count;
  }

  /** A promotion running on the day, tried by one booking in two. */
  function voucherTried(date: string): string | undefined {
    const running = pastPromotions.filter((row) => row.validFrom <= date && date <= row.validTo);
    if (running.length === 0 || random.int(0, 1) === 0) return undefined;
    return random.pick(running).code;
  }

  /**
   * Calls a paid booking off ahead of its session and pays it back: by its customer, a day or more before (the
   * policy's share of what they paid, to the account they gave), or in one case in three by the studio (all of it).
   * Paid back by transfer one to three days later.
   */
  function refund(reservation: ReservationRow): void {
    const customer = db.users.find((user) => user.id === reservation.userId);
    const start = sessionStartOf(reservation);
    const byStudio = random.int(0, 2) === 0;
    const at = new Date(
      Math.max(Date.parse(reservation.createdAt) + 6 * HOUR_MS, start - random.int(30, 120) * HOUR_MS),
    );
    const booking = refundableBookingOf(db, reservation);
    const { amount, percent } = byStudio ? { amount: booking.paid, percent: null } : customerRefund(booking, at);
    cancelWithRefund(db, reservation, byStudio ? 'admin' : 'customer', at, {
      amount,
      paid: booking.paid,
      percent,
      by: byStudio ? 'admin' : 'customer',
      reason: byStudio ? STUDIO_REFUND_REASON : '',
      bankAccount: byStudio ? null : refundAccountOf(reservation, customer?.name ?? ''),
      status: 'paid',
      method: 'transfer',
      paidAt: addDays(studioDayOf(at), random.int(1, 3)),
      image: `${assetBase}images/receipt-2.svg`,
      paidBy: admin?.id ?? null,
    });
  }

  /** A held session's album, delivered: with its photos while they can still be downloaded, else without. */
  function deliverAlbum(reservation: ReservationRow): void {
    const plan = deliveredAlbumPlan(reservation, now, 0);
    const downloadable = plan.deliveredAt !== null && availableUntilFrom(new Date(plan.deliveredAt), keepDays) >= today;
    const photoCount = downloadable ? random.int(12, 30) : 0;
    writeAlbum(db, random, reservation, deliveredAlbumPlan(reservation, now, photoCount), assetBase);
  }

  for (let dayOffset = -HISTORY_DAYS; dayOffset < -RECENT_DAYS; dayOffset += 1) {
    const date = addDays(today, dayOffset);
    const count = bookingsOn(expectedBookings(date));
    const packages = GRADUATION_MONTHS.has(Number(date.slice(5, 7))) ? packagesInSeason : packagesOutOfSeason;
    for (let index = 0; index < count; index += 1) {
      const ending = random.weighted(ENDINGS);
      const booking = {
        dayOffset,
        customer: random.pick(others),
        slotIndex: random.weighted(slotChoices),
        packageName: random.weighted(packages).name,
        voucherCode: voucherTried(date),
      };
      if (ending === 'refunded') {
        // Paid in full in the app, so the whole payment was in well before the cancellation.
        const paid = book({ ...booking, scenario: 'paid-awaiting-session', type: 'fullpayment', channel: 'web' });
        if (paid) refund(paid);
        continue;
      }
      const made = book({ ...booking, scenario: ending });
      if (made?.status === 'success') deliverAlbum(made);
    }
  }
}
