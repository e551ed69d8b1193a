import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { RadioChoiceField } from '@/components/radio-choice-field';
import { ReceiptPhotoField } from '@/components/receipt-photo-field';
import { useServerForm } from '@/components/use-server-form';
import { paymentMethodLabels } from '@/content/status-labels';
import type { CounterPaymentMethod } from '@/lib/api/api-types';
import { useRecordCounterPaymentMutation } from '@/lib/api/endpoints/transactions';
import { useUploadPaymentImage } from '@/lib/api/endpoints/uploads';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { counterPaymentFormSchema } from '@/lib/forms/schemas';
import { formatRupiah } from '@/lib/format';
import { COUNTER_PAYMENT_METHODS } from '@/lib/rules/payments';

interface CounterPaymentValues {
  method: CounterPaymentMethod | '';
  amount: string;
  image: File | null;
}

export interface CounterPaymentProps {
  transactionId: number;
  /** The installment due now: what it is ('DP 50% (tahap 1)') and how much. */
  due: { installment: string; amount: number };
}

const startValues = (amount: number): CounterPaymentValues => ({ method: '', amount: String(amount), image: null });

/**
 * 'Catat pembayaran': the admin records the installment due now, taken at the counter in cash, by the desk's
 * QRIS or by a transfer, with a photo of the receipt if one was taken. The amount starts as the installment
 * and is held to it, as the backend holds it. A success shows the server's message and closes; a refusal
 * shows above the fields.
 */
export function CounterPaymentButton({ transactionId, due }: CounterPaymentProps) {
  const [isOpen, setOpen] = useState(false);
  const uploadImage = useUploadPaymentImage();
  const [record] = useRecordCounterPaymentMutation();
  // The picker opens from the button; the input itself is never shown, so nothing interactive sits in another.
  const { form, serverError, clearServerError, shownErrors } = useServerForm({
    initialValues: startValues(due.amount),
    schema: counterPaymentFormSchema(due.amount),
    send: async ({ method, amount, image }) => {
      const receipt = image instanceof File ? await uploadImage(image) : undefined;
      return record({ id: transactionId, method, amount, image: receipt }).unwrap();
    },
    onSent: () => setOpen(false),
  });

  // Once closed, the next opening starts afresh.
  const reset = () => {
    clearServerError();
    form.resetForm({ values: startValues(due.amount) });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setOpen(true)}>
        Catat pembayaran
      </Button>
      <FormDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title="Catat pembayaran"
        intro={`Pembayaran yang diterima di studio untuk ${due.installment}: ${formatRupiah(due.amount)}. Tercatat langsung sebagai valid.`}
        form={form}
        refusal={serverError}
        submitLabel="Simpan pembayaran"
        onExited={reset}
      >
        <RadioChoiceField
          label="Metode pembayaran"
          name="method"
          choices={COUNTER_PAYMENT_METHODS}
          labels={paymentMethodLabels}
          value={form.values.method}
          error={shownErrors.method}
          onChange={(method) => void form.setFieldValue('method', method)}
        />
        <TextField
          {...formFieldProps(form, 'amount', 'Sejumlah yang harus dibayar; kembalian tidak dicatat.')}
          label="Jumlah (Rp)"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <ReceiptPhotoField
          file={form.values.image}
          noun="foto struk"
          onPick={(image) => form.setFieldValue('image', image)}
        />
      </FormDialog>
    </>
  );
}
