import Stack from '@mui/material/Stack';
import type { ReservationDetail } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { linePrice } from '@/lib/rules/money';

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
