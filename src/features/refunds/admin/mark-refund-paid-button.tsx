import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { RadioChoiceField } from '@/components/radio-choice-field';
import { StudioDatePickers, StudioDay } from '@/components/studio-date/studio-date-pickers';
import { ReceiptPhotoField } from '@/components/receipt-photo-field';
import { useServerForm } from '@/components/use-server-form';
import { toApiDate } from '@/lib/api/api-date';
import type { Refund, RefundMethod } from '@/lib/api/api-types';
import { useMarkRefundPaidMutation } from '@/lib/api/endpoints/refunds';
import { useUploadPaymentImage } from '@/lib/api/endpoints/uploads';
import { refundPaidSchema } from '@/lib/forms/refund-schemas';
import { calendarDay } from '@/lib/forms/schemas';
import { formatRupiah } from '@/lib/format';
import { REFUND_METHODS } from '@/lib/rules/payments';
import { REFUND_DATE_AFTER_TODAY_MESSAGE } from '@/lib/rules/refunds';
import { studioDayOf } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { bankAccountText, refundMethodChoices } from './refund-labels';

export const MARK_REFUND_PAID = 'Tandai dikembalikan';

interface RefundPaidValues {
  method: RefundMethod | '';
  /** The studio day it was paid back, as an API date, or ''. */
  paidAt: string;
  image: File | null;
}

/** A transfer to the account the customer gave is the usual way; without an account the admin chooses. */
const startValues = (refund: Refund, today: string): RefundPaidValues => ({
  method: refund.bankAccount ? 'transfer' : '',
  paidAt: today,
  image: null,
});

const asDay = (date: string) => dayjs(date.slice(0, 10));

/** The refund form's rules, with the studio's today as the last day it may have been paid back. */
const schemaUntil = (today: string) =>
  refundPaidSchema.shape({
    paidAt: calendarDay('Tanggal tidak boleh kosong').test(
      'not-after-today',
      REFUND_DATE_AFTER_TODAY_MESSAGE,
      (date) => date <= today,
    ),
  });

/**
 * 'Tandai dikembalikan': the admin records a waiting refund paid back, by bank transfer to the account the
 * customer gave or in cash at the desk, on a day not after today (today to start with), with a photo of the
 * transfer's receipt if one was kept. The amount and the account show above the fields. A success shows the
 * server's message and closes; a refusal shows above the fields.
 */
export function MarkRefundPaidButton({ refund }: { refund: Refund }) {
  const [isOpen, setOpen] = useState(false);
  const uploadImage = useUploadPaymentImage();
  const [markPaid] = useMarkRefundPaidMutation();
  const today = studioDayOf(useNow());
  const schema = useMemo(() => schemaUntil(today), [today]);
  // The picker opens from the button; the input itself is never shown, so nothing interactive sits in another.
  const { form, serverError, clearServerError, shownErrors } = useServerForm({
    initialValues: startValues(refund, today),
    schema,
    send: async ({ method, paidAt, image }) => {
      const receipt = image instanceof File ? await uploadImage(image) : undefined;
      return markPaid({ id: refund.id, reservationId: refund.reservation.id, method, paidAt, image: receipt }).unwrap();
    },
    onSent: () => setOpen(false),
  });

  const open = () => {
    // The day to start with is the studio's today when the dialog opens, not when the page did.
    form.resetForm({ values: startValues(refund, today) });
    setOpen(true);
  };
  // Once closed, the next opening starts afresh.
  const reset = () => {
    clearServerError();
    form.resetForm({ values: startValues(refund, today) });
  };
  const dateError = shownErrors.paidAt;

  return (
    <>
      <Button size="small" variant="outlined" onClick={open}>
        {MARK_REFUND_PAID}
      </Button>
      <FormDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title={MARK_REFUND_PAID}
        intro={
          <>
            <Typography>
              Pengembalian dana reservasi #{refund.reservation.id} untuk {refund.customer.name}:{' '}
              <strong>{formatRupiah(refund.amount)}</strong>.
            </Typography>
            <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>Rekening tujuan: {bankAccountText(refund)}</Typography>
            {!refund.bankAccount && (
              <Typography sx={{ mt: 1 }}>
                Pelanggan tidak memberi rekening: hubungi pelanggan, atau kembalikan tunai di studio.
              </Typography>
            )}
          </>
        }
        form={form}
        refusal={serverError}
        onExited={reset}
      >
        <RadioChoiceField
          label="Metode pengembalian"
          name="method"
          choices={REFUND_METHODS}
          labels={refundMethodChoices}
          value={form.values.method}
          error={shownErrors.method}
          onChange={(method) => void form.setFieldValue('method', method)}
        />
        <StudioDatePickers today={today}>
          <DatePicker
            label="Tanggal dikembalikan"
            value={form.values.paidAt ? asDay(form.values.paidAt) : null}
            maxDate={asDay(today)}
            closeOnSelect
            onChange={(picked: Dayjs | null) =>
              void form.setFieldValue('paidAt', picked?.isValid() ? toApiDate(picked) : '')
            }
            slots={{ day: StudioDay }}
            slotProps={{
              textField: { fullWidth: true, required: true, error: Boolean(dateError), helperText: dateError },
            }}
          />
        </StudioDatePickers>
        <ReceiptPhotoField
          file={form.values.image}
          noun="foto bukti transfer"
          onPick={(image) => form.setFieldValue('image', image)}
        />
      </FormDialog>
    </>
  );
}
