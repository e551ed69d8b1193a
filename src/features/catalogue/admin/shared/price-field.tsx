import type { FormikProps } from 'formik';
import { RupiahField } from '@/components/rupiah-field';

/** The form's `price` in whole rupiah, held as digits ('' while empty), read back as rupiah below. */
export function PriceField<Values extends { price: string }>({ form }: { form: FormikProps<Values> }) {
  return <RupiahField form={form} name="price" label="Harga" hint="Hanya angka, tanpa titik atau koma" />;
}
