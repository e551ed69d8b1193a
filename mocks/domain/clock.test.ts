import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { createFixedClock } from '@mocks/test-kit/clock';
import { createClock, DEMO_CLOCK_RANGE, demoClockInstant, storedClockOffset } from './clock';

describe('clock', () => {
  it('travels to an instant and keeps running from there', async () => {
    let real = Date.parse('2026-11-22T00:00:00Z');
    const clock = createClock(0, () => real);
    await clock.travelTo(new Date('2026-12-01T05:00:00Z'));
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-01T05:01:00.000Z');
    await clock.resetToRealTime();
    expect(clock.now().getTime()).toBe(real);
  });

  it('keeps each new offset, and moves back when it cannot be kept', async () => {
    const real = Date.parse('2026-11-22T00:00:00Z');
    const saved: number[] = [];
    let storageFull = false;
    const clock = createClock(
      0,
      () => real,
      async (offsetMs) => {
        await Promise.resolve();
        if (storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        saved.push(offsetMs);
      },
    );
    await clock.travelTo(new Date(real + 3_600_000));
    expect(saved).toEqual([3_600_000]);
    storageFull = true;
    await expect(clock.travelTo(new Date(real + 7_200_000))).rejects.toThrow('quota');
    await expect(clock.resetToRealTime()).rejects.toThrow('quota');
    expect(clock.offsetMs()).toBe(3_600_000);
  });

  it('stands still when fixed, until moved', () => {
    const clock = createFixedClock('2026-11-22T03:00:00Z');
    clock.advanceBy(25 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });
});

describe('demo clock range (issue 13, finding 1)', () => {
  const refusal = (value: unknown) => {
    try {
      demoClockInstant(value);
    } catch (error) {
      return error instanceof DomainError ? { status: error.status, message: error.message } : error;
    }
    return undefined;
  };

  it.each([
    ['the last instant JavaScript can hold', '+275760-09-13T00:00:00.000Z'],
    ['a far-future year', '+010000-01-01T00:00:00.000Z'],
    ['the end of the range itself', '2100-01-01T00:00:00.000Z'],
    ['just before the range', '1999-12-31T23:59:59.999Z'],
    ['the first instant JavaScript can hold', '-271821-04-20T00:00:00.000Z'],
    ['an unreadable time', 'besok pagi'],
    ['a number', 1_800_000_000_000],
    ['nothing', undefined],
  ])('refuses an instant outside the demo range (400 Waktu tidak valid): %s', (_case, value) => {
    expect(refusal(value)).toEqual({ status: 400, message: 'Waktu tidak valid' });
  });

  it.each(['2000-01-01T00:00:00.000Z', '2026-11-28T03:00:00.000Z', '2099-12-31T23:59:59.999Z'])(
    'accepts %s, within the range',
    (value) => {
      expect(demoClockInstant(value).toISOString()).toBe(value);
    },
  );

  it('keeps every instant in the range a valid date a year either side, so rules deriving deadlines never throw', () => {
    const yearMs = 366 * 24 * 60 * 60 * 1000;
    expect(new Date(DEMO_CLOCK_RANGE.latest.getTime() + yearMs).toISOString()).toMatch(/^2101-/);
    expect(new Date(DEMO_CLOCK_RANGE.earliest.getTime() - yearMs).toISOString()).toMatch(/^1998-/);
  });
});

describe('stored clock offset at start-up (issue 13, finding 1)', () => {
  const realNow = Date.parse('2026-11-22T00:00:00.000Z');

  it('ignores a stored offset that puts the clock outside the demo range: the clock starts at the real time', () => {
    const broken = String(Date.parse('+275760-09-13T00:00:00.000Z') - realNow);
    const offset = storedClockOffset(broken, realNow);
    expect(offset).toBe(0);
    const clock = createClock(offset, () => realNow);
    expect(clock.now().toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(storedClockOffset(String(Date.parse('1999-12-31T00:00:00.000Z') - realNow), realNow)).toBe(0);
  });

  it.each([null, '', 'abc', 'Infinity', 'NaN', '1e400'])(
    'ignores a missing or damaged stored offset (%s)',
    (stored) => {
      expect(storedClockOffset(stored, realNow)).toBe(0);
    },
  );

  it('keeps a stored offset within the range', () => {
    const offset = Date.parse('2027-03-01T10:00:00.000Z') - realNow;
    expect(storedClockOffset(String(offset), realNow)).toBe(offset);
    expect(
      createClock(storedClockOffset(String(offset), realNow), () => realNow)
        .now()
        .toISOString(),
    ).toBe('2027-03-01T10:00:00.000Z');
  });
});
