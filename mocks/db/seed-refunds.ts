/**
 * The seed's refunds: two paid bookings still to come were called off, one by its customer two days ago (its
 * refund waits for the admin, to the account the customer gave), one by the studio five days ago (paid back by
 * transfer three days ago, with the receipt). Chosen by id among other customers' paid bookings at least a week
 * ahead and booked in the app, without a draw, so the rest of the seed stays as it was. One made or paid later than a
 * day before it was called off is dated back to then (`madeBefore`): nobody pays for a booking already called off.
 */
import { customerRefund } from '@/lib/rules/refunds';
import { addDays, DAY_MS, studioDayOf } from '@/lib/rules/studio-time';
import { refundableBookingOf } from '../domain/refunds/refunds';
import { proofsOf } from '../domain/transactions/transactions';
import { sessionStartOf } from '../domain/reservations/reservation-records';
import { insertRow, nextId, updateRow, type Draft } from './draft';
import type { RefundRow, ReservationRow } from './schema';

/** Why the studio calls a paid session off and pays it back, in the seed. */
export const STUDIO_REFUND_REASON =
  'Fotografer berhalangan hadir pada jadwal ini; pelanggan memilih pengembalian dana.';

/** Bank accounts customers give for a refund: their own names, a bank each. */
const BANKS = ['BCA', 'Mandiri', 'BRI', 'BNI'];

/** The account a customer gives for a booking's refund: in their name, its bank and number from the booking's id. */
export const refundAccountOf = (reservation: ReservationRow, holder: string): RefundRow['bankAccount'] => ({
  bank: BANKS[reservation.id % BANKS.length] ?? 'BCA',
  number: String(4_200_000_000 + reservation.id * 7_919),
  holder,
});

export function seedRefunds(db: Draft, now: Date, assetBase: string, demoCustomerId: number): void {
  const paidTransactions = new Set(
    db.transactions.filter((row) => row.status === 'paid').map((row) => row.reservationId),
  );
  const rescheduled = new Set(db.reschedules.map((row) => row.reservationId));
  const [byCustomer, byStudio] = db.reservations.filter(
    (row) =>
      row.status === 'pending' &&
      row.channel === 'web' &&
      row.userId !== demoCustomerId &&
      paidTransactions.has(row.id) &&
      !rescheduled.has(row.id) &&
      sessionStartOf(row) > now.getTime() + 7 * DAY_MS,
  );
  if (!byCustomer || !byStudio) throw new Error('the seed has too few paid bookings ahead to refund');

  const customerCancelledAt = new Date(now.getTime() - 2 * DAY_MS);
  const customer = db.users.find((user) => user.id === byCustomer.userId);
  const cancelledByCustomer = madeBefore(db, byCustomer, customerCancelledAt);
  const booking = refundableBookingOf(db, cancelledByCustomer);
  const { amount, percent } = customerRefund(booking, customerCancelledAt);
  cancelWithRefund(db, cancelledByCustomer, 'customer', customerCancelledAt, {
    amount,
    paid: booking.paid,
    percent,
    by: 'customer',
    reason: '',
    bankAccount: refundAccountOf(byCustomer, customer?.name ?? ''),
    status: 'waiting',
    method: null,
    paidAt: null,
    image: null,
    paidBy: null,
  });

  const studioCancelledAt = new Date(now.getTime() - 5 * DAY_MS);
  const cancelledByStudio = madeBefore(db, byStudio, studioCancelledAt);
  const { paid } = refundableBookingOf(db, cancelledByStudio);
  const admin = db.users.find((user) => user.role === 'admin');
  cancelWithRefund(db, cancelledByStudio, 'admin', studioCancelledAt, {
    amount: paid,
    paid,
    percent: null,
    by: 'admin',
    reason: STUDIO_REFUND_REASON,
    bankAccount: null,
    status: 'paid',
    method: 'transfer',
    paidAt: addDays(studioDayOf(now), -3),
    image: `${assetBase}images/receipt-2.svg`,
    paidBy: admin?.id ?? null,
  });
}

/**
 * The booking as made a day before `at` when it was made later: its transaction and proofs move back with it, as far,
 * so it was booked and paid as before, only earlier. Answers the booking's row as it is now.
 */
function madeBefore(db: Draft, reservation: ReservationRow, at: Date): ReservationRow {
  const shift = Date.parse(reservation.createdAt) - (at.getTime() - DAY_MS);
  if (shift <= 0) return reservation;
  const earlier = (instant: string) => new Date(Date.parse(instant) - shift).toISOString();
  for (const transaction of db.transactions.filter((row) => row.reservationId === reservation.id)) {
    for (const proof of proofsOf(db, transaction.id)) {
      updateRow(db, 'transactionDetails', proof, { createdAt: earlier(proof.createdAt) });
    }
    updateRow(db, 'transactions', transaction, {
      createdAt: earlier(transaction.createdAt),
      expiredAt: earlier(transaction.expiredAt),
    });
  }
  return updateRow(db, 'reservations', reservation, { createdAt: earlier(reservation.createdAt) });
}

/** Calls a paid booking off at `at` with its refund: the slot is free again, the payment stays as it was. */
export function cancelWithRefund(
  db: Draft,
  reservation: ReservationRow,
  by: 'customer' | 'admin',
  at: Date,
  refund: Omit<RefundRow, 'id' | 'reservationId' | 'createdAt'>,
): void {
  updateRow(db, 'reservations', reservation, {
    status: 'cancelled',
    cancellation: { at: at.toISOString(), by },
    updatedAt: at.toISOString(),
  });
  insertRow(db, 'refunds', {
    id: nextId(db, 'refunds'),
    reservationId: reservation.id,
    ...refund,
    createdAt: at.toISOString(),
  });
}
