import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { CancelOwnBooking, canCancelOwnBooking } from '../../../components/cancel-own-booking';
import { PageContainer } from '../../../components/layouts/public-layout';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { useTransactionQuery } from '../../../lib/transaction-api';
import { PaymentAction } from '../components/payment-action';
import { SessionActions } from '../../../components/session-actions';
import { PaymentStatusNotice, paymentClosedReason } from '../components/payment-status-notice';
import { PaymentSummary } from '../components/payment-summary';
import { ProofList } from '../components/proof-list';

const SERVER_FALLBACK = 'Terjadi kesalahan pada server. Coba lagi nanti.';
const crumbs = [
  { label: 'Beranda', to: paths.home.to() },
  { label: 'Riwayat', to: paths.history.to() },
  { label: 'Pembayaran' },
];

function failureText(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 404 || status === 403 ? 'Data tidak ditemukan' : SERVER_FALLBACK;
}

export function PaymentPage() {
  const id = Number(useParams().transactionId);
  const { data: transaction, isLoading, error } = useTransactionQuery(id);

  return (
    <PageContainer>
      <PageHeader title="Pembayaran" breadcrumbs={crumbs} subtitle={transaction ? `Transaksi #${transaction.id} · Reservasi #${transaction.reservationId}` : undefined} />
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
      {transaction && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  Ringkasan Reservasi
                </Typography>
                <PaymentSummary transaction={transaction} />
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
                  <SessionActions session={transaction.reservation} isUpcoming={transaction.reservation.status === 'pending'} />
                  {canCancelOwnBooking(transaction.reservation.status, transaction.transaction_detail.length) && (
                    <CancelOwnBooking booking={transaction.reservation} />
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <PaymentStatusNotice transaction={transaction} />
              {!paymentClosedReason(transaction) && (
                <Card>
                  <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                    <PaymentAction transaction={transaction} />
                  </CardContent>
                </Card>
              )}
              {transaction.status !== 'expired' && (
                <div>
                  <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                    Detail Pembayaran
                  </Typography>
                  <ProofList proofs={transaction.transaction_detail} />
                </div>
              )}
            </Stack>
          </Grid>
        </Grid>
      )}
    </PageContainer>
  );
}
