import { memo } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategoryAddon } from '../../../lib/api-types';
import { formatRupiah } from '../../../lib/format';
import type { AddonChoice } from './addon-picker';

export interface BookingSummaryProps {
  categoryName: string;
  packageName: string;
  packagePrice: number;
  addons: CategoryAddon[];
  choices: AddonChoice[];
}

/** The price as it will be charged: the package plus each add-on times its quantity. */
export function bookingTotal(packagePrice: number, addons: CategoryAddon[], choices: AddonChoice[]): number {
  return choices.reduce((sum, choice) => {
    const addon = addons.find((candidate) => candidate.id === choice.id);
    return sum + (addon ? addon.price * (Number(choice.quantity) || 0) : 0);
  }, packagePrice);
}

export const BookingSummary = memo(function BookingSummary({ categoryName, packageName, packagePrice, addons, choices }: BookingSummaryProps) {
  return (
    <Stack spacing={1.5} aria-label="Ringkasan reservasi">
      <Typography variant="overline" color="primary">
        {categoryName}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{packageName}</Typography>
        <Typography>{formatRupiah(packagePrice)}</Typography>
      </Stack>
      {choices.map((choice) => {
        const addon = addons.find((candidate) => candidate.id === choice.id);
        if (!addon) return null;
        const quantity = Number(choice.quantity) || 0;
        return (
          <Stack key={choice.id} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography color="textSecondary">
              {addon.name} × {quantity}
            </Typography>
            <Typography>{formatRupiah(addon.price * quantity)}</Typography>
          </Stack>
        );
      })}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h6" component="p">
          Total
        </Typography>
        <Typography variant="h5" component="p" sx={{ color: 'primary.main' }}>
          {formatRupiah(bookingTotal(packagePrice, addons, choices))}
        </Typography>
      </Stack>
    </Stack>
  );
});
