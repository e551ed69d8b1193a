import { memo } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TransactionType } from '../../../lib/api-types';

export const PaymentMethodChoice = memo(function PaymentMethodChoice({
  value,
  onChange,
  error,
}: {
  value: TransactionType | '';
  onChange: (type: TransactionType) => void;
  error?: string;
}) {
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        Metode Pembayaran
      </FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value === 'downpayment' ? 'downpayment' : 'fullpayment')}>
        <FormControlLabel value="fullpayment" control={<Radio />} label="Pembayaran Lunas" />
        <FormControlLabel value="downpayment" control={<Radio />} label="DP 50%" />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
