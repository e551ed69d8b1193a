import Stack from '@mui/material/Stack';
import { StatusChip } from '@/components/status-chip';
import { deadlineSoonLabel, overdueDecisionLabel, transactionStatusLabels } from '@/content/status-labels';
import type { Transaction } from '@/lib/api/api-types';
import { isDeadlineSoon } from '@/lib/rules/payment-window';
import { isOpenTransaction } from '@/lib/rules/proofs';
import { useNow } from '@/lib/time/use-now';
import { currentDeadline } from './expected-payment';

/**
 * A transaction's status in the admin's list, with what needs attention: a proof overdue for a decision, or
 * an unpaid transaction whose deadline passes within three hours (by the app clock, which follows the demo's).
 */
export function TransactionStatusChips({ transaction }: { transaction: Transaction }) {
  const now = useNow();
  const deadline = isOpenTransaction(transaction) ? currentDeadline(transaction) : undefined;
  const isDueSoon = deadline !== undefined && isDeadlineSoon(deadline, now);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatusChip status={transactionStatusLabels[transaction.status]} />
      {transaction.decisionOverdue && <StatusChip status={overdueDecisionLabel} />}
      {isDueSoon && <StatusChip status={deadlineSoonLabel} />}
    </Stack>
  );
}
