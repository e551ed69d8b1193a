import { describe, expect, it } from 'vitest';
import { timeLeftLabel } from './use-countdown';

const now = new Date('2026-11-23T03:00:00.000Z');
const after = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('timeLeftLabel', () => {
  it('counts to the minute, in days and hours once a day or more is left', () => {
    expect(timeLeftLabel(after(23 * 60 + 59.9), now)).toBe('23 jam 59 menit');
    expect(timeLeftLabel(after(45), now)).toBe('45 menit');
    expect(timeLeftLabel(after(2 * 24 * 60 + 3 * 60 + 10), now)).toBe('2 hari 3 jam');
    expect(timeLeftLabel(after(24 * 60), now)).toBe('1 hari');
  });

  it('says less than a minute, then nothing once the deadline has come', () => {
    expect(timeLeftLabel(after(0.5), now)).toBe('kurang dari 1 menit');
    expect(timeLeftLabel(now, now)).toBeUndefined();
  });
});
