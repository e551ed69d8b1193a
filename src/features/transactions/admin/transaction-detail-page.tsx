import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { detailError } from '@/components/detail-error';
import { PageHeader } from '@/components/page-header';
import { isApiError } from '@/lib/api/api-error';
import type { Transaction } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { useTransactionQuery } from '@/lib/api/endpoints/transactions';
import { markPaidRefusal } from '@/lib/rules/payments';
import { isAwaitingDecision } from '@/lib/rules/proofs';
import { CounterPaymentButton } from './counter-payment-dialog';
import { counterPaymentDue } from './expected-payment';
import { MarkPaidButton } from './mark-paid-button';
import { ProofCheck } from './proof-check';
import { ProofTable } from './proof-table';
import { TransactionFacts } from './transaction-facts';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

function TransactionDetail({ transaction }: { transaction: Transaction }) {
  const due = counterPaymentDue(transaction);
  const canMarkPaid = markPaidRefusal(transaction, transaction.transaction_detail) === undefined;
  return (
    <Stack spacing={3}>
      {transaction.status === 'paid' && (
        <Alert severity="success">
          <AlertTitle>Transaksi Selesai</AlertTitle>
        </Alert>
      )}
      {transaction.status === 'expired' && (
        <Alert severity="error">
          <AlertTitle>Transaksi Kadaluarsa</AlertTitle>
        </Alert>
      )}
      {transaction.decisionOverdue && (
        <Alert severity="warning">
          <AlertTitle>Sesi foto sudah dimulai</AlertTitle>
          Bukti pembayaran di bawah belum diperiksa, padahal sesi fotonya sudah dimulai. Periksa sekarang.
        </Alert>
      )}
      <TransactionFacts transaction={transaction} />
      {transaction.status !== 'expired' && (
        <>
          {transaction.transaction_detail.map(
            (proof, index) =>
              isAwaitingDecision(proof) && (
                <ProofCheck key={proof.id} transaction={transaction} proof={proof} number={index + 1} />
              ),
          )}
          <ProofTable transaction={transaction} />
        </>
      )}
      {(due || canMarkPaid) && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {due && <CounterPaymentButton transactionId={transaction.id} due={due} />}
          {canMarkPaid && <MarkPaidButton transactionId={transaction.id} />}
        </Stack>
      )}
    </Stack>
  );
}

export function TransactionDetailPage() {
  const id = Number(useParams().transactionId);
  const { data, isLoading, error } = useTransactionQuery(id);
  /** A 404 reads 'Transaction not found'; any other failure 'Error: message'. */
  const isNotFound = isApiError(error) && error.status === 404;
  return (
    <>
      <PageHeader
        title="Detail Transaksi"
        breadcrumbs={[{ label: 'Transaksi', to: appRoutes.dashboard.transactions.to() }, { label: 'Detail' }]}
      />
      <DataState
        data={data}
        isLoading={isLoading}
        error={error}
        formatError={(message) => (isNotFound ? TRANSACTION_NOT_FOUND : detailError(message))}
      >
        {(transaction) => <TransactionDetail transaction={transaction} />}
      </DataState>
    </>
  );
}
