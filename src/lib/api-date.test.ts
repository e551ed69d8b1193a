import { describe, expect, it } from 'vitest';
import { instantAtStudioWallClock, slotStartsAt, studioDay, studioWallClock } from './api-date';

describe('studio time', () => {
  it('reads an instant as the studio’s day and wall clock (Asia/Jakarta, UTC+7)', () => {
    const lateEvening = new Date('2026-11-22T18:30:00.000Z');
    expect(studioDay(lateEvening)).toBe('2026-11-23');
    expect(studioWallClock(lateEvening)).toBe('2026-11-23T01:30');
  });

  it('turns a studio wall-clock time back into the instant it names', () => {
    expect(instantAtStudioWallClock('2026-11-23T01:30').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    const instant = new Date('2027-02-01T02:05:00.000Z');
    expect(instantAtStudioWallClock(studioWallClock(instant))).toEqual(instant);
  });

  it('places a slot on its calendar day in the studio’s time zone', () => {
    expect(slotStartsAt('2026-11-23T00:00:00.000Z', '09:20').toISOString()).toBe('2026-11-23T02:20:00.000Z');
  });
});
