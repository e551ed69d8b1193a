import { describe, expect, it } from 'vitest';
import { dailySlotTimes, minutesOf, timeOf } from './slots';

describe('slot times', () => {
  it('reads and writes a time of day as minutes since midnight', () => {
    expect(minutesOf('10:20')).toBe(620);
    expect(timeOf(620)).toBe('10:20');
    expect(timeOf(minutesOf('09:05'))).toBe('09:05');
  });

  it('lists every slot of the day, 10:20 to 19:40 one session apart', () => {
    const times = dailySlotTimes();
    expect(times[0]).toBe('10:20');
    expect(times.at(-1)).toBe('19:40');
    expect(times).toHaveLength(29);
  });
});
