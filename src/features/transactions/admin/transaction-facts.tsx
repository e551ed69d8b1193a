import Box from '@mui/material/Box';
import { BookedAddons, bookingMoneyFacts, packageWithPrice } from '@/components/booked-items';
import type { DetailItem } from '@/components/detail-list';
import { FactsSection } from '@/components/facts-section';
import { cancellationReasonLines, RefundLine } from '@/components/refund-line';
import { voucherLines } from '@/components/price-breakdown';
import { StatusChip } from '@/components/status-chip';
import type { Transaction } from '@/lib/api/api-types';
import { formatCalendarDate, formatRupiah, formatStudioTime } from '@/lib/format';
import { reservationStatusLabels, transactionStatusLabels, transactionTypeLabels } from '@/content/status-labels';

/**
 * Money: what a voucher took off (with the subtotal before it), the whole reservation, what reached the studio and
 * what is left, and for a down payment its first half.
 */
function totals(transaction: Transaction): DetailItem[] {
  const money = [
    ...voucherLines(transaction.reservation),
    ...bookingMoneyFacts(transaction.reservation.total, transaction.transaction_detail),
  ];
  if (transaction.type === 'fullpayment') return money;
  return [...money, { label: 'Cicilan (DP 50%)', value: formatRupiah(transaction.total) }];
}

/**
 * The transaction's method and state, and the facts of its reservation; once its booking was called off, that it
 * was, why and where its refund stands.
 */
export function TransactionFacts({ transaction }: { transaction: Transaction }) {
  const { reservation } = transaction;
  return (
    <FactsSection
      title="Transaksi"
      items={[
        { label: 'Metode', value: <StatusChip status={transactionTypeLabels[transaction.type]} /> },
        { label: 'Status', value: <StatusChip status={transactionStatusLabels[transaction.status]} /> },
        { label: 'ID Reservasi', value: transaction.reservationId },
        { label: 'Tanggal', value: formatCalendarDate(reservation.date) },
        { label: 'Waktu', value: formatStudioTime(reservation.timeSlot.time) },
        { label: 'Customer', value: reservation.user.name },
        { label: 'Kategori', value: reservation.category.name },
        { label: 'Paket', value: packageWithPrice(reservation.categoryPackage) },
        { label: 'Tambahan', value: <BookedAddons details={reservation.reservation_detail} /> },
        ...totals(transaction),
        ...(reservation.status === 'cancelled'
          ? [{ label: 'Reservasi', value: <StatusChip status={reservationStatusLabels.cancelled} /> }]
          : []),
        ...cancellationReasonLines(reservation.refund),
      ]}
    >
      {reservation.refund && (
        <Box sx={{ mt: 2 }}>
          <RefundLine refund={reservation.refund} />
        </Box>
      )}
    </FactsSection>
  );
}
