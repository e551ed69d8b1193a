/**
 * The app's one "now". With a real API it is the device's time. With the emulated backend it follows the
 * backend's demo clock, which can be moved (time travel): the demo room sets the distance between the two,
 * so passed slots, the date picker's past days, payment countdowns and today's schedule agree with the rules.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** The current instant on the app's clock. */
export function appNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** How far the app's clock is from the device's, in milliseconds. */
export function appClockOffset(): number {
  return offsetMs;
}

/** Moves the app's clock to run `offset` ms from the device's, and tells everyone who reads it. */
export function setAppClockOffset(offset: number): void {
  if (!Number.isFinite(offset) || offset === offsetMs) return;
  offsetMs = offset;
  for (const listener of listeners) listener();
}

/**
 * Moves the app's clock to a backend's current instant. The distance is taken from the backend's "now" rather
 * than from its offset from its own real time: the backend (a service worker, or a server) need not share
 * this page's clock.
 */
export function followBackendInstant(backendNow: string): void {
  setAppClockOffset(Date.parse(backendNow) - Date.now());
}

/** Calls `listener` whenever the clock is moved; returns the way to stop. */
export function subscribeToAppClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
