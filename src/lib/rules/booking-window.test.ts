import { describe, expect, it } from 'vitest';
import { beyondHorizonMessage, isTooSoon, lastBookableDay, tooSoonMessage } from './booking-window';

describe('lastBookableDay', () => {
  it('is the horizon’s number of days after the studio’s today, whichever form today is written in', () => {
    expect(lastBookableDay('2026-11-23', 180)).toBe('2027-05-22T00:00:00.000Z');
    expect(lastBookableDay('2026-11-23T00:00:00.000Z', 180)).toBe('2027-05-22T00:00:00.000Z');
    expect(lastBookableDay('2026-11-23', 1)).toBe('2026-11-24T00:00:00.000Z');
  });

  it('says the horizon in its refusal', () => {
    expect(beyondHorizonMessage(180)).toBe('Tanggal hanya bisa dipesan hingga 180 hari ke depan');
  });
});

describe('isTooSoon', () => {
  // 10:00 WIB on 22 November 2026.
  const now = new Date('2026-11-22T03:00:00.000Z');
  const day = '2026-11-22T00:00:00.000Z';

  it('takes a session starting within the notice as too soon, and one at the notice or later as not', () => {
    expect(isTooSoon({ date: day, time: '11:40' }, now, 2)).toBe(true);
    expect(isTooSoon({ date: day, time: '12:00' }, now, 2)).toBe(false);
    expect(isTooSoon({ date: '2026-11-23T00:00:00.000Z', time: '09:00' }, now, 2)).toBe(false);
  });

  it('leaves a session started to the rule for started ones, and knows nothing too soon without a notice', () => {
    expect(isTooSoon({ date: day, time: '09:40' }, now, 2)).toBe(false);
    expect(isTooSoon({ date: day, time: '10:20' }, now, 0)).toBe(false);
  });

  it('says the notice in its refusal', () => {
    expect(tooSoonMessage(3)).toBe('Waktu hanya bisa dipesan paling lambat 3 jam sebelum sesi dimulai');
  });
});
