import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldError } from '@/lib/forms/form-field-props';
import { formatRupiah } from '@/lib/format';

/** Keeps only the digits typed or pasted. */
function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The form's `price` in whole rupiah, held as digits ('' while empty): typing keeps only digits, and the
 * amount reads back as rupiah below.
 */
export function PriceField<Values extends { price: string }>({ form }: { form: FormikProps<Values> }) {
  const { price } = form.values;
  const error = fieldError(form, 'price');
  const amount = price === '' ? undefined : formatRupiah(Number(price));
  return (
    <TextField
      label="Harga"
      name="price"
      value={price}
      onChange={(event) => void form.setFieldValue('price', digitsOnly(event.target.value))}
      error={Boolean(error)}
      helperText={
        error ?? (amount ? `${amount} · Hanya angka, tanpa titik atau koma` : 'Hanya angka, tanpa titik atau koma')
      }
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
