/** The one source of "now" for every rule, so tests and the demo can move time. */
export interface Clock {
  now(): Date;
  /** Makes `now()` answer this instant from here on, letting time run on from it. */
  travelTo(instant: Date): void;
  /** Back to the real time. */
  resetToRealTime(): void;
  /** How far the clock is from the real time, in milliseconds. */
  offsetMs(): number;
}

/** The real time shifted by an offset: time keeps running after a jump. */
export function createClock(initialOffsetMs = 0, realNow: () => number = Date.now): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(realNow() + offset),
    travelTo: (instant) => {
      offset = instant.getTime() - realNow();
    },
    resetToRealTime: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

/** A clock that stands still at an instant until moved: for tests. */
export function createFixedClock(start: Date | string): Clock & { advanceBy(ms: number): void } {
  let current = new Date(start).getTime();
  const fixedNow = () => current;
  return {
    now: () => new Date(fixedNow()),
    travelTo: (instant) => {
      current = instant.getTime();
    },
    resetToRealTime: () => {
      current = Date.now();
    },
    offsetMs: () => current - Date.now(),
    advanceBy: (ms) => {
      current += ms;
    },
  };
}
