import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { StatusChip } from '@/components/status-chip';
import type { Transaction } from '@/lib/api/api-types';
import { formatCalendarDate, formatRupiah } from '@/lib/format';
import { transactionStatusLabels, transactionTypeLabels } from '@/content/status-labels';

function addonsOf({ reservation }: Transaction) {
  if (reservation.reservation_detail.length === 0) return '-';
  return (
    <Stack component="span" spacing={0.5}>
      {reservation.reservation_detail.map((detail) => (
        <span key={detail.id}>
          {detail.categoryAddon.name} × {detail.quantity} ({formatRupiah(detail.categoryAddon.price * detail.quantity)})
        </span>
      ))}
    </Stack>
  );
}

/** Money: the whole reservation, and for a down payment also what each installment is. */
function totals(transaction: Transaction): DetailItem[] {
  const total = { label: 'Total', value: formatRupiah(transaction.reservation.total) };
  if (transaction.type === 'fullpayment') return [total];
  return [total, { label: 'Cicilan (DP 50%)', value: formatRupiah(transaction.total) }];
}

/** The transaction's method and state, and the facts of its reservation. */
export function TransactionFacts({ transaction }: { transaction: Transaction }) {
  const { reservation } = transaction;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Transaksi
      </Typography>
      <DetailList
        items={[
          { label: 'Metode', value: <StatusChip status={transactionTypeLabels[transaction.type]} /> },
          { label: 'Status', value: <StatusChip status={transactionStatusLabels[transaction.status]} /> },
          { label: 'ID Reservasi', value: transaction.reservationId },
          { label: 'Tanggal', value: formatCalendarDate(reservation.date) },
          { label: 'Waktu', value: reservation.timeSlot.time },
          { label: 'Customer', value: reservation.user.name },
          { label: 'Kategori', value: reservation.category.name },
          {
            label: 'Paket',
            value: `${reservation.categoryPackage.name} (${formatRupiah(reservation.categoryPackage.price)})`,
          },
          { label: 'Tambahan', value: addonsOf(transaction) },
          ...totals(transaction),
        ]}
      />
    </Paper>
  );
}
