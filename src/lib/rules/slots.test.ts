import { describe, expect, it } from 'vitest';
import { dailySlotTimes, isOnSlotStep, minutesOf, timeOf } from './slots';

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

describe('isOnSlotStep', () => {
  it('holds for a time a whole number of sessions after midnight: minutes 00, 20 or 40', () => {
    for (const time of ['10:00', '10:20', '10:40', '19:40', '00:00']) expect(isOnSlotStep(time)).toBe(true);
  });

  it('fails for any other minute', () => {
    for (const time of ['10:10', '10:21', '10:59', '19:45']) expect(isOnSlotStep(time)).toBe(false);
  });
});
