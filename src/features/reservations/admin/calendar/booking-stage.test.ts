import { describe, expect, it } from 'vitest';
import { reservationFixture, type FixturePayment } from '@/test/fixtures/reservations';
import type { ReservationStatus } from '@/lib/api/api-types';
import { bookingStageOf, type BookingStage } from './booking-stage';

const booking = (status: ReservationStatus, payment?: FixturePayment) =>
  reservationFixture({ id: 1, status, days: 2, transactionId: payment && 11, payment });

describe('bookingStageOf', () => {
  it.each<[string, ReturnType<typeof booking>, BookingStage]>([
    ['no transaction yet', booking('pending'), 'unpaid'],
    ['a payment awaited', booking('pending', 'awaiting'), 'unpaid'],
    ['a proof with the admin', booking('pending', 'in-review'), 'unpaid'],
    ['a refused proof', booking('pending', 'rejected'), 'unpaid'],
    ['an accepted down payment', booking('pending', 'balance-due'), 'downpayment'],
    ['a payment marked paid', booking('pending', 'paid'), 'paid'],
    ['a finished session', booking('success', 'paid'), 'finished'],
  ])('reads %s as %s', (_case, reservation, stage) => {
    expect(bookingStageOf(reservation)).toBe(stage);
  });
});
