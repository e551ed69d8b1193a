import { beforeEach, inject, vi } from 'vitest';

/**
 * One instant for the whole run (`testNow` in vite.config.ts, `TEST_NOW` to choose another): `Date`
 * stands still there, so the seed, the emulated backend's clock and the UI under test agree, whatever
 * the wall clock says. Timers keep running, so waits for states still work. A test about time moves the
 * backend's clock (`__demo/clock`) or calls `vi.setSystemTime`; the next test starts from the instant again.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's instant, as an ISO string. */
    testNow: string;
  }
}

const testNow = new Date(inject('testNow'));

vi.setSystemTime(testNow);
beforeEach(() => {
  vi.setSystemTime(testNow);
});
