import type { TransactionType } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { stageBooking, type BookingStage } from './demo-bookings';
import { actingAs, leastBusyCustomer, type Actor } from './demo-people';
import { bookingsOn, openSlotsOn, sessionIsOver, type OpenSlot } from './demo-slots';
import { DAY_MS, HOUR_MS, studioDayOf } from '@/lib/rules/studio-time';

export const BUSY_DAY_BOOKINGS = 8;

interface PlannedBooking {
  slot: OpenSlot;
  stage: BookingStage;
}

const upcomingStages: readonly BookingStage[] = ['awaiting-payment', 'proof-waiting', 'paid'];
const overStages: readonly BookingStage[] = ['completed', 'paid'];
const types: readonly TransactionType[] = ['fullpayment', 'downpayment'];

const inTurn = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** The items of two lists in turn, while both last, then the rest of the longer one. */
function alternate<T>(first: T[], second: T[]): T[] {
  const rounds = Math.max(first.length, second.length);
  return Array.from({ length: rounds }, (_, index) => [
    ...first.slice(index, index + 1),
    ...second.slice(index, index + 1),
  ]).flat();
}

/**
 * What today's open slots get: one still to come a booking awaiting payment, one with a proof waiting or
 * a paid one, in turn; one whose session is over a completed or a paid one, in turn, the latest first; one
 * whose session is under way a paid one. Slots to come and slots started take turns, so the day mixes both.
 */
function planToday(db: Db, now: Date): PlannedBooking[] {
  const open = openSlotsOn(db, studioDayOf(now));
  const upcoming = open
    .filter((slot) => slot.start > now)
    .map((slot, index) => ({ slot, stage: inTurn(upcomingStages, index) }));
  const over = open
    .filter((slot) => sessionIsOver(slot, now))
    .reverse()
    .map((slot, index) => ({ slot, stage: inTurn(overStages, index) }));
  const underway = open
    .filter((slot) => slot.start <= now && !sessionIsOver(slot, now))
    .map((slot) => ({ slot, stage: 'paid' as const }));
  return alternate(upcoming, alternate(over, underway));
}

/**
 * Fills the studio's today up to 8 bookings, as far as its open slots allow, each by the customer with the
 * fewest pending bookings and validated by `admin`. A booking still to come was made two hours ago, one
 * whose session has started the day before it. Answers how many it added.
 */
export function fillToday(db: Draft, admin: Actor, now: Date, receiptImage: string): number {
  const missing = Math.max(0, BUSY_DAY_BOOKINGS - bookingsOn(db, studioDayOf(now)));
  const planned = planToday(db, now).slice(0, missing);
  planned.forEach(({ slot, stage }, index) => {
    const bookedAt = slot.start > now ? new Date(now.getTime() - 2 * HOUR_MS) : new Date(slot.start.getTime() - DAY_MS);
    actingAs(db, leastBusyCustomer(db), now, (customer) =>
      stageBooking(db, { customer, admin, receiptImage }, { slot, stage, bookedAt, type: inTurn(types, index) }),
    );
  });
  return planned.length;
}
