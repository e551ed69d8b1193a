import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { messages } from '@/lib/rules/messages';
import { useTransactionQuery } from '@/lib/api/endpoints/transactions';
import { PaymentDetails } from '../components/payment-details';
import { trailThroughHistory } from '@/components/page-trails';

const crumbs = trailThroughHistory('Pembayaran');

function failureText(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 404 || status === 403 ? messages.notFound : messages.serverError;
}

export function PaymentPage() {
  const id = Number(useParams().transactionId);
  const { data: transaction, isLoading, error } = useTransactionQuery(id);

  return (
    <PageContainer>
      <PageHeader
        title="Pembayaran"
        breadcrumbs={crumbs}
        subtitle={transaction ? `Transaksi #${transaction.id} · Reservasi #${transaction.reservationId}` : undefined}
      />
      {isLoading && (
        <Grid container spacing={3} role="status" aria-busy="true" aria-label="Memuat pembayaran">
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={380} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={380} />
          </Grid>
        </Grid>
      )}
      {!isLoading && (error || !transaction) && <Alert severity="error">{failureText(error)}</Alert>}
      {transaction && <PaymentDetails transaction={transaction} />}
    </PageContainer>
  );
}
