import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from '../../../components/status-chip';
import type { Transaction } from '../../../lib/api-types';
import { formatCalendarDate, formatLongDateTime, formatRupiah } from '../../../lib/format';
import { transactionTypeLabels } from '../../../lib/status-labels';
import { useCountdown } from './use-countdown';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function Deadline({ expiredAt, isOpen }: { expiredAt: string; isOpen: boolean }) {
  const countdown = useCountdown(expiredAt);
  return (
    <>
      {formatLongDateTime(expiredAt)}
      {isOpen && !countdown.isOver && (
        <Typography variant="body2" color="warning.main" sx={{ fontWeight: 700 }} aria-live="off">
          Sisa waktu {countdown.label}
        </Typography>
      )}
    </>
  );
}

/** What is being paid for: the booking, its add-ons, the total and how it is paid. */
export function PaymentSummary({ transaction }: { transaction: Transaction }) {
  const { reservation } = transaction;
  const isDownPayment = transaction.type === 'downpayment';
  const isOpen = transaction.status === 'unpaid' && reservation.status === 'pending';
  return (
    <Stack spacing={1.5}>
      <Line label="Kategori">{reservation.category.name}</Line>
      <Line label="Batas Pembayaran">
        <Deadline expiredAt={transaction.expiredAt} isOpen={isOpen} />
      </Line>
      <Line label="Tanggal">{formatCalendarDate(reservation.date)}</Line>
      <Line label="Waktu">{reservation.timeSlot.time} WIB</Line>
      <Divider />
      <Line label={reservation.categoryPackage.name}>{formatRupiah(reservation.categoryPackage.price)}</Line>
      {reservation.reservation_detail.map((detail) => (
        <Line key={detail.id} label={`${detail.categoryAddon.name} × ${detail.quantity} ${detail.categoryAddon.unit}`}>
          {formatRupiah(detail.categoryAddon.price * detail.quantity)}
        </Line>
      ))}
      <Divider />
      <Line label="Total">
        <Typography component="span" variant="h6">
          {formatRupiah(isDownPayment ? transaction.total * 2 : transaction.total)}
        </Typography>
      </Line>
      {isDownPayment && <Line label="Dibayar per tahap (DP 50%)">{formatRupiah(transaction.total)}</Line>}
      <Line label="Metode Pembayaran">
        <StatusChip status={transactionTypeLabels[transaction.type]} />
      </Line>
    </Stack>
  );
}
