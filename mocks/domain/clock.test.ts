import { describe, expect, it } from 'vitest';
import { createClock, createFixedClock } from './clock';

describe('clock', () => {
  it('travels to an instant and keeps running from there', () => {
    let real = Date.parse('2026-11-22T00:00:00Z');
    const clock = createClock(0, () => real);
    clock.travelTo(new Date('2026-12-01T05:00:00Z'));
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-01T05:01:00.000Z');
    clock.resetToRealTime();
    expect(clock.now().getTime()).toBe(real);
  });

  it('stands still when fixed, until moved', () => {
    const clock = createFixedClock('2026-11-22T03:00:00Z');
    clock.advanceBy(25 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });
});
