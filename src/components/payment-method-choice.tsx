import { memo, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TransactionType } from '@/lib/api/api-types';

const methods: { type: TransactionType; label: string; terms: string }[] = [
  { type: 'fullpayment', label: 'Pembayaran Lunas', terms: 'Bayar seluruh total sekarang.' },
  {
    type: 'downpayment',
    label: 'DP 50%',
    terms:
      'Bayar separuh sekarang, sisanya paling lambat sebelum sesi foto dimulai. Jika belum lunas saat sesi dimulai, reservasi dibatalkan dan DP tidak dikembalikan.',
  },
];

export interface PaymentMethodChoiceProps {
  value: TransactionType | '';
  onChange: (type: TransactionType) => void;
  error?: string;
  disabled?: boolean;
}

/** Full payment or a 50% down payment, each with its terms under it, so the customer knows them when booking. */
export const PaymentMethodChoice = memo(function PaymentMethodChoice({
  value,
  onChange,
  error,
  disabled = false,
}: PaymentMethodChoiceProps) {
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
