import { describe, expect, it } from 'vitest';
import {
  arrivalCodeOf,
  arrivingOf,
  checkInRefusal,
  isArrivalCodeShown,
  isLateArrival,
  noShowRefusal,
  reservationIdOfArrivalCode,
  undoCheckInRefusal,
  undoNoShowRefusal,
  type ArrivingBooking,
} from './arrivals';

/** A pending session on Monday 14 December 2026 at 10:20 in Jakarta (03:20 UTC), nobody checked in. */
const booking: ArrivingBooking = {
  status: 'pending',
  date: '2026-12-14T00:00:00.000Z',
  time: '10:20',
  checkedInAt: null,
};
const at = (iso: string) => new Date(iso);

describe('arrival codes', () => {
  it('gives every booking its own six-character code without look-alikes, read back as its id', () => {
    const codes = new Set<string>();
    for (let id = 1; id <= 5000; id += 1) {
      const code = arrivalCodeOf(id);
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
      expect(reservationIdOfArrivalCode(code)).toBe(id);
      codes.add(code);
    }
    expect(codes.size).toBe(5000);
  });

  it('reads a code however it is typed', () => {
    const code = arrivalCodeOf(41);
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    expect(reservationIdOfArrivalCode(typed)).toBe(41);
  });

  it.each(['', 'ABC', 'ABCDEFG', 'ABCDE0', 'ABCDEI', 'ABCDE!'])('finds no booking in %j', (text) => {
    expect(reservationIdOfArrivalCode(text)).toBeUndefined();
  });

  it('shows the code to the customer from 24 hours before a pending session', () => {
    expect(isArrivalCodeShown(booking, at('2026-12-13T03:19:59.000Z'))).toBe(false);
    expect(isArrivalCodeShown(booking, at('2026-12-13T03:20:00.000Z'))).toBe(true);
    expect(isArrivalCodeShown({ ...booking, status: 'cancelled' }, at('2026-12-14T03:00:00.000Z'))).toBe(false);
  });
});

describe('arrivingOf', () => {
  it('reads a booking as the API shows it, its session time under timeSlot', () => {
    const shown = { ...booking, time: undefined, timeSlot: { time: '10:20' }, checkedInAt: '2026-12-14T03:25:00.000Z' };

    expect(arrivingOf(shown)).toEqual({ ...booking, checkedInAt: '2026-12-14T03:25:00.000Z' });
  });

  it('takes a booking that does not say when it was checked in as not checked in', () => {
    expect(arrivingOf({ status: 'pending', date: booking.date, timeSlot: { time: '10:20' } })).toEqual(booking);
  });
});

describe('check-in', () => {
  it('takes a pending booking on its day, early or late, and says when it was late', () => {
    expect(checkInRefusal(booking, at('2026-12-13T17:00:00.000Z'))).toBeUndefined();
    expect(checkInRefusal(booking, at('2026-12-14T16:59:00.000Z'))).toBeUndefined();
    expect(isLateArrival({ ...booking, checkedInAt: '2026-12-14T03:15:00.000Z' })).toBe(false);
    expect(isLateArrival({ ...booking, checkedInAt: '2026-12-14T03:25:00.000Z' })).toBe(true);
  });

  it.each<[Partial<ArrivingBooking>, string, string]>([
    [{ status: 'cancelled' }, '2026-12-14T03:00:00.000Z', 'Reservasi sudah dibatalkan'],
    [{ status: 'success' }, '2026-12-14T03:00:00.000Z', 'Reservasi sudah selesai'],
    [{ status: 'no-show' }, '2026-12-14T03:40:00.000Z', 'Reservasi sudah ditandai tidak hadir'],
    [{ checkedInAt: '2026-12-14T03:10:00.000Z' }, '2026-12-14T03:11:00.000Z', 'Pelanggan sudah check-in'],
    [{}, '2026-12-13T16:59:00.000Z', 'Hanya dapat dilakukan pada hari sesi'],
  ])('refuses %j at %s: %s', (change, now, message) => {
    expect(checkInRefusal({ ...booking, ...change }, at(now))).toBe(message);
  });

  it('is undone only on the session’s day, for a booking checked in', () => {
    const checkedIn = { ...booking, checkedInAt: '2026-12-14T03:10:00.000Z' };
    expect(undoCheckInRefusal(checkedIn, at('2026-12-14T05:00:00.000Z'))).toBeUndefined();
    expect(undoCheckInRefusal(checkedIn, at('2026-12-14T17:00:00.000Z'))).toBe('Hanya dapat dilakukan pada hari sesi');
    expect(undoCheckInRefusal(booking, at('2026-12-14T05:00:00.000Z'))).toBe('Pelanggan belum check-in');
  });
});

describe('no-show', () => {
  it('may be marked from 15 minutes after the start until the end of the session’s day', () => {
    expect(noShowRefusal(booking, at('2026-12-14T03:34:59.000Z'))).toBe(
      'Tidak hadir baru dapat ditandai 15 menit setelah sesi dimulai',
    );
    expect(noShowRefusal(booking, at('2026-12-14T03:35:00.000Z'))).toBeUndefined();
    expect(noShowRefusal(booking, at('2026-12-14T17:00:00.000Z'))).toBe('Hanya dapat dilakukan pada hari sesi');
  });

  it('is never marked on a booking checked in or ended', () => {
    const late = at('2026-12-14T04:00:00.000Z');
    expect(noShowRefusal({ ...booking, checkedInAt: '2026-12-14T03:30:00.000Z' }, late)).toBe(
      'Pelanggan sudah check-in',
    );
    expect(noShowRefusal({ ...booking, status: 'success' }, late)).toBe('Reservasi sudah selesai');
  });

  it('is undone only on the session’s day', () => {
    const noShow = { ...booking, status: 'no-show' as const };
    expect(undoNoShowRefusal(noShow, at('2026-12-14T05:00:00.000Z'))).toBeUndefined();
    expect(undoNoShowRefusal(noShow, at('2026-12-15T05:00:00.000Z'))).toBe('Hanya dapat dilakukan pada hari sesi');
    expect(undoNoShowRefusal(booking, at('2026-12-14T05:00:00.000Z'))).toBe('Reservasi tidak ditandai tidak hadir');
  });
});
