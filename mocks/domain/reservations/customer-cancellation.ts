import type { Reservation } from '@/lib/api/api-types';
import type { Draft } from '@mocks/db/draft';
import type { Db, ReservationRow } from '@mocks/db/schema';
import { cancelOwnSchema } from '@/lib/forms/refund-schemas';
import { isAwaitingDecision } from '@/lib/rules/proofs';
import { BANK_ACCOUNT_REQUIRED_MESSAGE, customerCancellationRefusal, customerRefund } from '@/lib/rules/refunds';
import { findOr404, requireCustomer, type Caller } from '../accounts/access';
import { badRequest, conflict, forbidden } from '../errors';
import type { Outcome } from '../outcome';
import { refundableBookingOf } from '../refunds/refunds';
import { validate } from '../validation';
import { cancelWithRefund } from './reservations';
import { byReservation, byTransaction, rowsGroupedBy } from '../table-index';

/** The payment proofs of the reservation still waiting for the admin's decision. */
function proofsAwaitingDecisionFor(db: Db, reservation: ReservationRow): number {
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const transactions = rowsGroupedBy(db.transactions, byReservation).get(reservation.id) ?? [];
  return transactions.flatMap((transaction) => proofsOf.get(transaction.id) ?? []).filter(isAwaitingDecision).length;
}

/**
 * `PATCH /reservation/{id}/cancel-own`: a customer calls off their own booking before its session, with the same
 * effect as the admin's cancel (the slot is free again, an unpaid transaction expires). What they paid comes back
 * as the booking's policy says (rules/refunds.ts), recorded as a refund to the bank account they give.
 */
export function cancelOwnReservation(db: Draft, caller: Caller, id: unknown, input?: unknown): Outcome<Reservation> {
  const customer = requireCustomer(db, caller);
  const reservation = findOr404(db.reservations, id);
  if (reservation.userId !== customer.id) throw forbidden();
  const { bankAccount } = validate(cancelOwnSchema, input ?? {});
  const booking = refundableBookingOf(db, reservation);
  const refusal = customerCancellationRefusal(
    {
      status: reservation.status,
      sessionStart: booking.sessionStart,
      proofsAwaitingDecision: proofsAwaitingDecisionFor(db, reservation),
    },
    caller.now,
  );
  if (refusal) throw conflict(refusal);
  const { amount, percent } = customerRefund(booking, caller.now);
  if (amount > 0 && bankAccount === undefined) throw badRequest(BANK_ACCOUNT_REQUIRED_MESSAGE);
  return cancelWithRefund(
    db,
    reservation,
    { amount, paid: booking.paid, percent, by: 'customer', reason: '', bankAccount: bankAccount ?? null },
    caller.now,
  );
}
