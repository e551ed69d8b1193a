import { describe, expect, it } from 'vitest';
import { historyFixture, historyOrder, reservationFixture } from '@/test/fixtures/reservations';
import { groupHistory } from './history-groups';

const ids = (reservations: { id: number }[]) => reservations.map(({ id }) => id);

describe('groupHistory', () => {
  it('puts pending bookings first, soonest session first and the same day by time', () => {
    expect(ids(groupHistory(historyFixture).upcoming)).toEqual(historyOrder.upcoming);
  });

  it('puts finished and cancelled bookings second, the most recent session first', () => {
    expect(ids(groupHistory(historyFixture).past)).toEqual(historyOrder.past);
  });

  it('counts a finished booking as past and a pending one as upcoming, whatever their dates', () => {
    const markedEarly = reservationFixture({ id: 1, status: 'success', transactionId: 11, days: 1 });
    const justHeld = reservationFixture({
      id: 2,
      status: 'pending',
      transactionId: 12,
      days: 0,
      time: '10:20',
      payment: 'paid',
    });
    expect(groupHistory([markedEarly, justHeld])).toEqual({ upcoming: [justHeld], past: [markedEarly] });
  });
});
