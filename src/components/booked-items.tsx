import Stack from '@mui/material/Stack';
import type { ProofValidity, ReservationDetail } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { bookingMoney, linePrice } from '@/lib/rules/money';
import type { DetailItem } from './detail-list';

/** A booked package as a reservation's facts show it: its name, and its price in brackets. */
export function packageWithPrice({ name, price }: { name: string; price: number }): string {
  return `${name} (${formatRupiah(price)})`;
}

/** A reservation's add-ons, one a line with the quantity and what they cost; '-' when it has none. */
export function BookedAddons({ details }: { details: ReservationDetail[] }) {
  if (details.length === 0) return '-';
  return (
    <Stack component="span" spacing={0.5}>
      {details.map((detail) => (
        <span key={detail.id}>
          {detail.categoryAddon.name} × {detail.quantity} (
          {formatRupiah(linePrice(detail.categoryAddon.price, detail.quantity))})
        </span>
      ))}
    </Stack>
  );
}

/** 'Total', 'Dibayar' and 'Sisa' of a booking's facts: what it costs, what reached the studio, what it still owes. */
export function bookingMoneyFacts(
  total: number,
  proofs: readonly { isValid: ProofValidity; total: number }[],
): DetailItem[] {
  const money = bookingMoney(total, proofs);
  return [
    { label: 'Total', value: formatRupiah(money.total) },
    { label: 'Dibayar', value: formatRupiah(money.paid) },
    { label: 'Sisa', value: formatRupiah(money.remaining) },
  ];
}
