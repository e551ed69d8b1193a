import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { voucherLines } from '@/components/price-breakdown';
import { StatusChip } from '@/components/status-chip';
import type { Transaction } from '@/lib/api/api-types';
import { formatCalendarDate, formatRupiah } from '@/lib/format';
import { balanceAfterDownPayment, bookingMoney, linePrice } from '@/lib/rules/money';
import { formatSessionTime } from '@/lib/format';
import { transactionTypeLabels } from '@/content/status-labels';

/** A term and its value in a description list; the value is named by its term, as ARIA asks of a definition. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  const termId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography component="dt" id={termId} color="textSecondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="dd" aria-labelledby={termId} sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The lines between two dividers, as one description list. */
function Lines({ children }: { children: ReactNode }) {
  return (
    <Stack component="dl" spacing={1.5}>
      {children}
    </Stack>
  );
}

/**
 * What is being paid for: the booking, its add-ons, what a voucher took off (with the subtotal before it), the total,
 * what was paid and is left, and how it is paid.
 */
export function PaymentSummary({ transaction }: { transaction: Transaction }) {
  const { reservation } = transaction;
  const isDownPayment = transaction.type === 'downpayment';
  const { paid, remaining } = bookingMoney(reservation.total, transaction.transaction_detail);
  return (
    <Stack spacing={1.5}>
      <Lines>
        <Line label="Kategori">{reservation.category.name}</Line>
        <Line label="Tanggal">{formatCalendarDate(reservation.date)}</Line>
        <Line label="Waktu">{formatSessionTime(reservation.timeSlot.time)}</Line>
      </Lines>
      <Divider />
      <Lines>
        <Line label={reservation.categoryPackage.name}>{formatRupiah(reservation.categoryPackage.price)}</Line>
        {reservation.reservation_detail.map((detail) => (
          <Line
            key={detail.id}
            label={`${detail.categoryAddon.name} × ${detail.quantity} ${detail.categoryAddon.unit}`}
          >
            {formatRupiah(linePrice(detail.categoryAddon.price, detail.quantity))}
          </Line>
        ))}
      </Lines>
      <Divider />
      <Lines>
        {voucherLines(reservation).map(({ label, value }) => (
          <Line key={label} label={label}>
            {value}
          </Line>
        ))}
        <Line label="Total">
          <Typography component="span" variant="h6">
            {formatRupiah(reservation.total)}
          </Typography>
        </Line>
        {isDownPayment && (
          <>
            <Line label="DP 50% (tahap 1)">{formatRupiah(transaction.total)}</Line>
            <Line label="Pelunasan (tahap 2)">
              {formatRupiah(balanceAfterDownPayment(reservation.total, transaction.total))}
            </Line>
          </>
        )}
        <Line label="Dibayar">{formatRupiah(paid)}</Line>
        <Line label="Sisa">{formatRupiah(remaining)}</Line>
        <Line label="Metode Pembayaran">
          <StatusChip status={transactionTypeLabels[transaction.type]} />
        </Line>
      </Lines>
    </Stack>
  );
}
