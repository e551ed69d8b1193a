import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Reservation } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import type { DetailItem } from './detail-list';

/** What a booking's price is made of, as a `Reservation` and a transaction's reservation both carry it. */
export type VoucherPricing = Pick<Reservation, 'subtotal' | 'discount' | 'voucherCode' | 'total'>;

/** The minus sign before what a voucher took off: "−Rp 50.000". */
const MINUS_SIGN = '\u2212';

/**
 * What a voucher did to a booking's price, as two lines to stand before its total: "Subtotal Rp 350.000" and
 * "Potongan voucher (SENJAHEMAT) −Rp 50.000". None when nothing was taken off, so that a booking without a voucher
 * reads as it always did. Every screen showing a booking's money puts these lines in its own list.
 */
export function voucherLines({ subtotal, discount, voucherCode }: VoucherPricing): DetailItem[] {
  if (discount <= 0) return [];
  return [
    { label: 'Subtotal', value: formatRupiah(subtotal) },
    {
      label: voucherCode ? `Potongan voucher (${voucherCode})` : 'Potongan voucher',
      value: `${MINUS_SIGN}${formatRupiah(discount)}`,
    },
  ];
}

/** One line: the term, and its amount at the right, which goes under it where the two do not fit side by side. */
function BreakdownLine({ label, value, isTotal = false }: DetailItem & { isTotal?: boolean }) {
  const termId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, justifyContent: 'space-between' }}>
      <Typography
        component="dt"
        id={termId}
        variant="body2"
        color={isTotal ? 'textPrimary' : 'textSecondary'}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-labelledby={termId}
        variant="body2"
        sx={{ m: 0, ml: 'auto', fontWeight: isTotal ? 700 : 600, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A booking's price where a screen has no list of its money to put `voucherLines` in (the customer's history): the
 * subtotal, what the voucher took off and the total left to pay, one under the other. Nothing without a discount.
 */
export function PriceBreakdown({ booking }: { booking: VoucherPricing }) {
  const lines = voucherLines(booking);
  if (lines.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.25, width: '100%' }}>
      {lines.map((line) => (
        <BreakdownLine key={line.label} {...line} />
      ))}
      <BreakdownLine label="Total" value={formatRupiah(booking.total)} isTotal />
    </Box>
  );
}
