import { describe, expect, it } from 'vitest';
import { bookingMovedOnce } from '@/test/fixtures/moved-bookings';
import { rescheduledFromText } from '../history/history-status';
import { movableReservation } from './booking-move';

describe('a booking as the move rules and the history read it', () => {
  it("counts its customer's moves only: the admin's do not use theirs", () => {
    const moved = bookingMovedOnce(63, 4);
    expect(movableReservation(moved).customerReschedules).toBe(1);
    const [customerMove] = moved.reschedules;
    if (!customerMove) throw new Error('Tanpa perpindahan');
    const byAdmin = { ...customerMove, id: 2, movedBy: { name: 'Admin Studio', role: 'admin' as const } };
    expect(movableReservation({ ...moved, reschedules: [byAdmin] }).customerReschedules).toBe(0);
  });

  it('says where a moved booking was before its latest move, and nothing for one never moved', () => {
    const moved = bookingMovedOnce(63, 4);
    const [first] = moved.reschedules;
    if (!first) throw new Error('Tanpa perpindahan');
    const latest = { ...first, id: 2, fromDate: '2026-12-12T00:00:00.000Z', fromTime: '15:00' };
    expect(rescheduledFromText({ reschedules: [first, latest] })).toBe(
      'Dijadwalkan ulang dari Sabtu, 12 Desember 2026 pukul 15.00 WIB',
    );
    expect(rescheduledFromText({ reschedules: [] })).toBeUndefined();
  });
});
