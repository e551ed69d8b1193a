import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldError } from '@/lib/forms/form-field-props';
import { formatRupiah } from '@/lib/format';

/** Keeps only the digits typed or pasted. */
function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

interface RupiahFieldProps<Name extends string, Values extends Record<Name, string>> {
  form: FormikProps<Values>;
  name: Name;
  label: string;
  /** What to type, under the field while it has no message; the amount typed reads back before it. */
  hint: string;
  required?: boolean;
}

/**
 * A form's amount in whole rupiah, held as digits ('' while empty): typing keeps only digits, and the amount
 * reads back as rupiah below, before the hint.
 */
export function RupiahField<Name extends string, Values extends Record<Name, string>>({
  form,
  name,
  label,
  hint,
  required = false,
}: RupiahFieldProps<Name, Values>) {
  const digits = form.values[name];
  const error = fieldError(form, name);
  const amount = digits === '' ? undefined : formatRupiah(Number(digits));
  return (
    <TextField
      label={label}
      name={name}
      value={digits}
      required={required}
      onChange={(event) => void form.setFieldValue(name, digitsOnly(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? (amount ? `${amount} · ${hint}` : hint)}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
