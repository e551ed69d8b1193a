import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { ReceiptPhotoField } from '@/components/receipt-photo-field';
import { useServerForm } from '@/components/use-server-form';
import { paymentMethodLabels } from '@/content/status-labels';
import type { CounterPaymentMethod } from '@/lib/api/api-types';
import { useRecordCounterPaymentMutation } from '@/lib/api/endpoints/transactions';
import { useUploadImagesMutation } from '@/lib/api/endpoints/uploads';
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
  const [upload] = useUploadImagesMutation();
  const [record] = useRecordCounterPaymentMutation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // The picker opens from the button; the input itself is never shown, so nothing interactive sits in another.
  const { form, serverError, clearServerError, shownErrors } = useServerForm({
    initialValues: startValues(due.amount),
    schema: counterPaymentFormSchema(due.amount),
    send: async ({ method, amount, image }) => {
      let receipt: string | undefined;
      if (image instanceof File) {
        [receipt] = (await upload({ entity: 'transaction', files: [image] }).unwrap()).data;
        if (!receipt) throw new Error('Gambar gagal diunggah');
      }
      return record({ id: transactionId, method, amount, image: receipt }).unwrap();
    },
    onSent: () => setOpen(false),
  });

  const close = () => {
    if (!form.isSubmitting) setOpen(false);
  };
  // Once closed, the next opening starts afresh.
  const reset = () => {
    clearServerError();
    form.resetForm({ values: startValues(due.amount) });
  };
  const methodError = shownErrors.method;

  return (
    <>
      <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setOpen(true)}>
        Catat pembayaran
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        aria-labelledby={titleId}
        fullScreen={isPhone}
        maxWidth="xs"
        fullWidth
        slotProps={{ transition: { onExited: reset } }}
      >
        <form noValidate onSubmit={form.handleSubmit}>
          <DialogTitle id={titleId}>Catat pembayaran</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5}>
              <DialogContentText>
                Pembayaran yang diterima di studio untuk {due.installment}: {formatRupiah(due.amount)}. Tercatat
                langsung sebagai valid.
              </DialogContentText>
              <FormRefusalAlert refusal={serverError} />
              <FormControl error={Boolean(methodError)} component="fieldset">
                <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  Metode pembayaran
                </FormLabel>
                <RadioGroup
                  row
                  name="method"
                  value={form.values.method}
                  onChange={(event) => void form.setFieldValue('method', event.target.value)}
                >
                  {COUNTER_PAYMENT_METHODS.map((method) => (
                    <FormControlLabel
                      key={method}
                      value={method}
                      control={<Radio />}
                      label={paymentMethodLabels[method]}
                    />
                  ))}
                </RadioGroup>
                {methodError && <FormHelperText>{methodError}</FormHelperText>}
              </FormControl>
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
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} color="secondary">
              Batal
            </Button>
            <Button type="submit" variant="contained" loading={form.isSubmitting}>
              Simpan pembayaran
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
