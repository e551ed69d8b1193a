import { describe, expect, it } from 'vitest';
import { closingDaysOf, decisionsFor, sameDecisions } from './closure-form-values';

const day = (date: string) => `${date}T00:00:00.000Z`;

describe('closure form values', () => {
  it('checks the bookings once both days are set, the last not before the first', () => {
    expect(closingDaysOf({ startDate: day('2026-12-14'), endDate: '' })).toBeUndefined();
    expect(closingDaysOf({ startDate: day('2026-12-14'), endDate: day('2026-12-13') })).toBeUndefined();
    expect(closingDaysOf({ startDate: day('2026-12-14'), endDate: day('2026-12-14') })).toEqual({
      startDate: day('2026-12-14'),
      endDate: day('2026-12-14'),
    });
  });

  it('keeps the choices for bookings still listed and makes none for a booking new to the list', () => {
    const previous = [
      { reservationId: 3, action: 'cancel' as const },
      { reservationId: 5, action: 'keep' as const },
    ];
    const next = decisionsFor([{ id: 5 }, { id: 8 }], previous);
    expect(next).toEqual([
      { reservationId: 5, action: 'keep' },
      { reservationId: 8, action: '' },
    ]);
    expect(sameDecisions(next, previous)).toBe(false);
    expect(sameDecisions(decisionsFor([{ id: 5 }, { id: 8 }], next), next)).toBe(true);
  });
});
