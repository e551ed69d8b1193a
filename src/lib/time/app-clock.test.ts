import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appClockOffset, appNow, followBackendInstant, setAppClockOffset, subscribeToAppClock } from './app-clock';
import { useNow } from './use-now';

const DAY_MS = 86_400_000;

describe('the app clock', () => {
  it('is the device time until the backend clock is followed', () => {
    expect(appClockOffset()).toBe(0);
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(50);
  });

  it('runs at the offset it is given, and tells subscribers once per move', () => {
    const moves: number[] = [];
    const stop = subscribeToAppClock(() => moves.push(appClockOffset()));
    setAppClockOffset(DAY_MS);
    setAppClockOffset(DAY_MS);
    stop();
    setAppClockOffset(2 * DAY_MS);
    expect(moves).toEqual([DAY_MS]);
    expect(appNow().getTime() - Date.now()).toBeGreaterThan(2 * DAY_MS - 50);
  });

  it("follows a backend's instant whatever that backend's own real time is", () => {
    const backendNow = new Date(Date.now() + 3 * DAY_MS).toISOString();
    followBackendInstant(backendNow);
    expect(Math.abs(appNow().getTime() - Date.parse(backendNow))).toBeLessThan(50);
  });

  it('ignores an offset that is not a number of milliseconds', () => {
    setAppClockOffset(Number.NaN);
    setAppClockOffset(Number.POSITIVE_INFINITY);
    expect(appClockOffset()).toBe(0);
  });

  it('moves what useNow returns as soon as the clock is moved', () => {
    const { result } = renderHook(() => useNow());
    const before = result.current.getTime();
    act(() => setAppClockOffset(25 * 3_600_000));
    expect(result.current.getTime() - before).toBeGreaterThanOrEqual(25 * 3_600_000 - 1000);
  });
});
