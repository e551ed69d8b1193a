import { describe, expect, it } from 'vitest';
import { formatSessionMoment, formatShortCalendarDate, formatStudioMoment } from './format';

describe('formatShortCalendarDate', () => {
  it('shortens the weekday and the month, and breaks a line after the weekday only', () => {
    expect(formatShortCalendarDate('2026-11-22T00:00:00.000Z')).toBe('Min, 22\u00a0Nov\u00a02026');
    expect(formatShortCalendarDate('2026-12-01T00:00:00.000Z')).toBe('Sel, 1\u00a0Des\u00a02026');
  });
});

describe('formatSessionMoment', () => {
  it('writes a session as the studio reads it, in WIB', () => {
    expect(formatSessionMoment('2026-12-12T00:00:00.000Z', '10:20')).toBe('Sabtu, 12 Desember 2026 pukul 10.20 WIB');
  });
});

describe('formatStudioMoment', () => {
  it("names the studio's day and time to the minute, in WIB", () => {
    expect(formatStudioMoment('2026-11-23T21:50:02.000Z')).toBe('Selasa, 24 November 2026 pukul 04.50 WIB');
  });
});
