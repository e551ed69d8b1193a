import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatRupiah } from '@/lib/format';

export interface PriceFieldProps {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  error?: string;
}

/** Keeps only the digits typed or pasted. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A price in whole rupiah: typing keeps only digits, and the amount reads back as rupiah below. */
export function PriceField({ value, onChange, error }: PriceFieldProps) {
  const amount = value === '' ? undefined : formatRupiah(Number(value));
  return (
    <TextField
      label="Harga"
      name="price"
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
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
