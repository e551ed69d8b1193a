import { describe, expect, it } from 'vitest';
import { formatClockTime, formatSessionTime, sessionEndTime } from './session-time';

describe('session time', () => {
  it('ends a session 20 minutes after its slot starts, across the hour', () => {
    expect(sessionEndTime('10:20')).toBe('10:40');
    expect(sessionEndTime('10:40')).toBe('11:00');
    expect(sessionEndTime('19:40')).toBe('20:00');
  });

  it('writes the time of day with a dot, as Indonesian does', () => {
    expect(formatClockTime('09:05')).toBe('09.05');
  });

  it('names the session from start to end in WIB', () => {
    expect(formatSessionTime('10:20')).toBe('10.20–10.40 WIB');
    expect(formatSessionTime('19:40')).toBe('19.40–20.00 WIB');
  });
});
