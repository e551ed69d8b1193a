import type { ReservationRow, TransactionDetailRow, TransactionRow } from '@mocks/db/schema';
import { sessionOf } from '../reservations/reservation-records';
import { hasProofWaiting } from '@/lib/rules/proofs';
import { hasSessionStarted } from '@/lib/rules/studio-time';

/**
 * A proof is overdue for the admin's decision when it still waits at or after the start of the session it
 * pays for: the customer may already be at the studio, so it is asked for first. Only an open (unpaid)
 * transaction has a proof to decide; an expired or paid one has nothing overdue.
 */
export function isProofDecisionOverdue(
  transaction: Pick<TransactionRow, 'status'>,
  reservation: Pick<ReservationRow, 'date' | 'snapshot'>,
  proofs: readonly Pick<TransactionDetailRow, 'isValid'>[],
  now: Date,
): boolean {
  return hasProofWaiting(transaction, proofs) && hasSessionStarted(sessionOf(reservation), now);
}
