/**
 * `GET /reports/payments?from&to`: the installments whose money the report counts in a period, one row each, oldest
 * first (docs/api.md §7a): what the report's export of a period's payments reads. A proof is in the period by the
 * summary's own rule (`paymentDayIn`), so the rows add up to its `moneyReceived`.
 */
import type { ReportPayment } from '@/lib/api/api-types';
import { isAcceptedProof } from '@/lib/rules/proofs';
import type { Db, TransactionDetailRow } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { ok, type Outcome } from '../outcome';
import { byTransaction, rowsById, rowsGroupedBy } from '../table-index';
import { userNames } from '../views';
import { paymentDayIn, requireReportPeriod } from './report-period';

const oldestFirst = (a: TransactionDetailRow, b: TransactionDetailRow) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

export function reportPayments(db: Db, caller: Caller, query: URLSearchParams): Outcome<ReportPayment[]> {
  requireAdmin(db, caller);
  const dayOf = paymentDayIn(requireReportPeriod(query));
  const transactions = rowsById(db.transactions);
  const reservations = rowsById(db.reservations);
  const proofsOf = rowsGroupedBy(db.transactionDetails, byTransaction);
  const names = userNames(db);
  const received = db.transactionDetails.filter((proof) => dayOf(proof) !== undefined).sort(oldestFirst);
  const rows = received.map((proof): ReportPayment => {
    const transaction = transactions.get(proof.transactionId);
    const reservation = transaction && reservations.get(transaction.reservationId);
    if (!transaction || !reservation) throw new Error(`Proof ${proof.id} pays no booking`);
    const accepted = (proofsOf.get(transaction.id) ?? []).filter(isAcceptedProof);
    return {
      id: proof.id,
      transactionId: transaction.id,
      reservationId: reservation.id,
      customerName: names.get(reservation.userId) ?? '',
      categoryName: reservation.snapshot.categoryName,
      packageName: reservation.snapshot.packageName,
      date: reservation.date,
      createdAt: proof.createdAt,
      type: transaction.type,
      // A down payment's first accepted proof paid its first half, the next its balance (money.ts).
      installment: accepted.indexOf(proof) + 1,
      method: proof.method,
      amount: proof.total,
    };
  });
  return ok(rows, 'Berhasil mengambil data pembayaran');
}
