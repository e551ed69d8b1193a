import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { RupiahField } from '@/components/rupiah-field';
import type { GatewayPayRequest } from '@/lib/api/api-types';
import { gatewayPaySchema } from '@/lib/forms/payment-schemas';

/**
 * "Bayar nominal lain": the payer types what to pay instead of the code's amount, as a payer of a static code
 * would, so the studio's backend sees a payment that does not match its charge.
 */
export function OtherAmountForm({
  qris,
  isPaying,
  onPay,
}: {
  qris: string;
  isPaying: boolean;
  onPay: (request: GatewayPayRequest) => Promise<unknown>;
}) {
  const form = useFormik({
    initialValues: { qris, amount: '' },
    validationSchema: gatewayPaySchema,
    // The schema takes an empty amount as "the code's own"; paying another amount asks for one. Formik merges both.
    validate: ({ amount }) => (amount === '' ? { amount: 'Nominal tidak boleh kosong' } : {}),
    validateOnBlur: false,
    onSubmit: async (values) => {
      const { amount } = gatewayPaySchema.cast(values);
      await onPay({ qris, amount });
    },
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={form.handleSubmit} aria-label="Bayar nominal lain">
      <RupiahField form={form} name="amount" label="Nominal yang dibayar" hint="Nominal selain tagihan" required />
      <Button type="submit" variant="outlined" loading={isPaying}>
        Bayar nominal ini
      </Button>
    </Stack>
  );
}
