import { memo, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TransactionType } from '@/lib/api/api-types';

/** Each method with its terms, as the customer books in the app or as the studio takes a booking for them. */
const methodsFor = (bookedByStudio: boolean): { type: TransactionType; label: string; terms: string }[] => [
  {
    type: 'fullpayment',
    label: 'Pembayaran Lunas',
    terms: bookedByStudio ? 'Bayar seluruh total, paling lambat di akhir hari sesi.' : 'Bayar seluruh total sekarang.',
  },
  {
    type: 'downpayment',
    label: 'DP 50%',
    terms: bookedByStudio
      ? 'Bayar separuh dulu, sisanya paling lambat di akhir hari sesi (boleh di kasir saat datang).'
      : 'Bayar separuh sekarang, sisanya paling lambat sebelum sesi foto dimulai. Jika belum lunas saat sesi dimulai, reservasi dibatalkan dan DP tidak dikembalikan.',
  },
];

export interface PaymentMethodChoiceProps {
  value: TransactionType | '';
  onChange: (type: TransactionType) => void;
  error?: string;
  disabled?: boolean;
  /** The admin takes the booking for a customer: the terms of the studio's own bookings (paid by the end of its day). */
  isBookedByStudio?: boolean;
}

/** Full payment or a 50% down payment, each with its terms under it, so the customer knows them when booking. */
export const PaymentMethodChoice = memo(function PaymentMethodChoice({
  value,
  onChange,
  error,
  disabled = false,
  isBookedByStudio = false,
}: PaymentMethodChoiceProps) {
  const methods = methodsFor(isBookedByStudio);
  const termsIdPrefix = useId();
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset">
      <FormLabel
        component="legend"
        sx={{ fontWeight: 700, color: 'text.primary', '&.Mui-disabled': { color: 'text.primary' } }}
      >
        Metode Pembayaran
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(event) => onChange(event.target.value === 'downpayment' ? 'downpayment' : 'fullpayment')}
      >
        {methods.map((method) => {
          const termsId = `${termsIdPrefix}-${method.type}`;
          return (
            <div key={method.type}>
              <FormControlLabel
                value={method.type}
                control={<Radio slotProps={{ input: { 'aria-describedby': termsId } }} />}
                label={method.label}
              />
              <Typography id={termsId} variant="body2" color="textSecondary" sx={{ pl: '42px', mt: -0.5, mb: 1 }}>
                {method.terms}
              </Typography>
            </div>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
