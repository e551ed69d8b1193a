/** The instants the backend tests run at: one for the tests through HTTP, one for the tests of the rules. */
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import type { Clock } from '../domain/clock';

export { DAY_MS, HOUR_MS } from '@/lib/rules/studio-time';

/** Through HTTP: Monday 23 November 2026, 12:00 in Jakarta (UTC+7): the slots up to 12:00 of today have started. */
export const FIXED_NOW = '2026-11-23T05:00:00.000Z';
/** An instant stamped by the backend during a test: within the minute that starts at `FIXED_NOW`. */
export const NEAR_FIXED_NOW = /^2026-11-23T05:00:\d\d\.\d{3}Z$/;
/** The studio's day at `FIXED_NOW`, as reservation dates travel. */
export const FIXED_TODAY = '2026-11-23T00:00:00.000Z';
/** Three weeks after `FIXED_NOW`: past the seeded bookings (they reach two weeks ahead), so every slot is free. */
export const FREE_DAY = '2026-12-14T00:00:00.000Z';

/** For the rules: 10:00 in Jakarta on the seed's day. */
export const NOW = new Date('2026-11-22T03:00:00.000Z');
export const TODAY = studioDayOf(NOW);

/** A calendar day counted from the studio's today at `NOW`, as reservation dates travel. */
export const dayFromRulesToday = (days: number) => addDays(TODAY, days);

/** A day well after every seeded booking at `NOW`: free for precise cases. */
export const QUIET_DAY = dayFromRulesToday(30);

/** A clock that stands still at an instant until moved: for the rules' tests. */
export function createFixedClock(start: Date | string): Clock & { advanceBy(ms: number): void } {
  let current = new Date(start).getTime();
  const fixedNow = () => current;
  return {
    now: () => new Date(fixedNow()),
    travelTo: (instant) => {
      current = instant.getTime();
      return Promise.resolve();
    },
    resetToRealTime: () => {
      current = Date.now();
      return Promise.resolve();
    },
    offsetMs: () => current - Date.now(),
    advanceBy: (ms) => {
      current += ms;
    },
  };
}
