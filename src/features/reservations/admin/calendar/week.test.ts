import { describe, expect, it } from 'vitest';
import { reservationFixture } from '@/test/fixtures/reservations';
import { chosenDayOf, weekRange, weekView } from './week';

const NOW = new Date('2026-11-23T05:00:00.000Z');
const day = (date: string) => `${date}T00:00:00.000Z`;

describe('the week shown', () => {
  it("is the day the address names, or the studio's today without one or with one that is no day", () => {
    expect(chosenDayOf('2026-12-03', NOW)).toBe(day('2026-12-03'));
    expect(chosenDayOf(null, NOW)).toBe(day('2026-11-23'));
    expect(chosenDayOf('2027-02-31', NOW)).toBe(day('2026-11-23'));
    // 23:30 on Sunday in Jakarta is still that Sunday.
    expect(chosenDayOf(null, new Date('2026-11-29T16:30:00.000Z'))).toBe(day('2026-11-29'));
  });

  it('reads Monday to Sunday', () => {
    expect(weekRange(day('2026-12-28'))).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
  });
});

describe('weekView', () => {
  const monday = day('2026-11-23');
  const closure = { id: 1, startDate: day('2026-11-28'), endDate: day('2026-12-01'), label: 'Libur', note: '' };
  const slots = [
    { id: 1, time: '10:20' },
    { id: 2, time: '10:40' },
  ];

  it('gives each day its name, bookings, closure and whether it is today', () => {
    const booked = { ...reservationFixture({ id: 5, status: 'pending', days: 0 }), date: day('2026-11-24') };
    const { days } = weekView(monday, [booked], slots, [closure], monday);
    expect(days.map((entry) => entry.name)).toEqual([
      'Senin, 23 November 2026',
      'Selasa, 24 November 2026',
      'Rabu, 25 November 2026',
      'Kamis, 26 November 2026',
      'Jumat, 27 November 2026',
      'Sabtu, 28 November 2026',
      'Minggu, 29 November 2026',
    ]);
    expect(days.map((entry) => entry.isToday)).toEqual([true, false, false, false, false, false, false]);
    expect(days.map((entry) => entry.closure?.label)).toEqual([...Array<undefined>(5), 'Libur', 'Libur']);
    expect(days[1]?.bookings.map((entry) => entry.id)).toEqual([5]);
  });

  it("has a row for every slot and for a booking's time no slot has any more", () => {
    const atOldTime = reservationFixture({ id: 6, status: 'pending', days: 0, time: '09:40' });
    const week = weekView(monday, [{ ...atOldTime, date: monday }], slots, [], monday);
    expect(week.times).toEqual(['09:40', '10:20', '10:40']);
    expect(week.hasBookings).toBe(true);
    expect(weekView(monday, [], slots, [], monday)).toMatchObject({ times: ['10:20', '10:40'], hasBookings: false });
  });
});
