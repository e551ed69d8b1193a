import { badRequest } from './errors';
import { keptValue } from './kept-value';

/**
 * The instants the demo clock may be moved to: from 2000-01-01 (inclusive) to 2100-01-01 (exclusive), UTC.
 * Wide enough for any scenario a demo needs (past bookings, deadlines, years ahead), narrow enough that every
 * date a rule derives from "now" (deadlines, token lifetimes, horizons) stays a valid `Date`.
 */
export const DEMO_CLOCK_RANGE = {
  earliest: new Date('2000-01-01T00:00:00.000Z'),
  latest: new Date('2100-01-01T00:00:00.000Z'),
} as const;

const INVALID_TIME = 'Waktu tidak valid';

/** Whether an instant is one the demo clock may stand at. */
function isWithinDemoClockRange(instant: Date): boolean {
  const time = instant.getTime();
  return time >= DEMO_CLOCK_RANGE.earliest.getTime() && time < DEMO_CLOCK_RANGE.latest.getTime();
}

/**
 * The instant a request asks the demo clock to move to: a parseable date string within `DEMO_CLOCK_RANGE`,
 * or `400 Waktu tidak valid`.
 */
export function demoClockInstant(value: unknown): Date {
  const instant = typeof value === 'string' ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime()) || !isWithinDemoClockRange(instant)) throw badRequest(INVALID_TIME);
  return instant;
}

/**
 * The clock offset to start with from what was stored (e.g. in localStorage): the stored offset when it is a
 * finite number that puts the clock within `DEMO_CLOCK_RANGE` now, otherwise 0 (the real time), so a damaged
 * or out-of-range value can never break every request across reloads.
 */
export function storedClockOffset(stored: string | null, realNow: number = Date.now()): number {
  if (stored === null || stored.trim() === '') return 0;
  const offset = Number(stored);
  if (!Number.isFinite(offset)) return 0;
  return isWithinDemoClockRange(new Date(realNow + offset)) ? offset : 0;
}

/** The one source of "now" for every rule, so tests and the demo can move time. */
export interface Clock {
  now(): Date;
  /** Makes `now()` answer this instant from here on, letting time run on from it; settles once it is kept. */
  travelTo(instant: Date): Promise<void>;
  /** Back to the real time; settles once it is kept. */
  resetToRealTime(): Promise<void>;
  /** How far the clock is from the real time, in milliseconds. */
  offsetMs(): number;
}

/**
 * The real time shifted by an offset: time keeps running after a jump. Each new offset is taken at once (a
 * request answered meanwhile sees it) and given to `save` (the browser keeps it across reloads and worker
 * restarts): a move that cannot be kept (a full storage) is undone, and the move fails.
 */
export function createClock(
  initialOffsetMs = 0,
  realNow: () => number = Date.now,
  save: (offsetMs: number) => void | Promise<void> = () => undefined,
): Clock {
  const offset = keptValue(initialOffsetMs, save);
  return {
    now: () => new Date(realNow() + offset.current()),
    travelTo: (instant) => offset.replace(instant.getTime() - realNow()),
    resetToRealTime: () => offset.replace(0),
    offsetMs: () => offset.current(),
  };
}
