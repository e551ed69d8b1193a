import type { ReservationRow, TransactionDetailRow, TransactionRow } from '@mocks/db/schema';
import { slotStart } from '@/lib/rules/studio-time';

/**
 * A proof is overdue for the admin's decision when it still waits at or after the start of the session it
 * pays for: the customer may already be at the studio, so it is asked for first. Only an open (unpaid)
 * transaction has a proof to decide; an expired or paid one has nothing overdue.
 */
export function isProofDecisionOverdue(
  transaction: Pick<TransactionRow, 'status'>,
  reservation: Pick<ReservationRow, 'date' | 'snapshot'>,
  proofs: Pick<TransactionDetailRow, 'isValid'>[],
  now: Date,
): boolean {
  if (transaction.status !== 'unpaid' || !proofs.some((proof) => proof.isValid === null)) return false;
  return slotStart(reservation.date, reservation.snapshot.time).getTime() <= now.getTime();
}
