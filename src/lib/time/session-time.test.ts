import { describe, expect, it } from 'vitest';
import { sessionEndTime } from './session-time';

describe('session time', () => {
  it('ends a session 20 minutes after its slot starts, across the hour', () => {
    expect(sessionEndTime('10:20')).toBe('10:40');
    expect(sessionEndTime('10:40')).toBe('11:00');
    expect(sessionEndTime('19:40')).toBe('20:00');
  });
});
