import TextField from '@mui/material/TextField';
import type { OwnDialogState } from '@/components/confirmed-actions';
import { FormDialog } from '@/components/form-dialog';
import { RadioChoiceField } from '@/components/radio-choice-field';
import { useServerForm } from '@/components/use-server-form';
import type { RefundMethod } from '@/lib/api/api-types';
import { useRefundGatewayPaymentMutation } from '@/lib/api/endpoints/payments';
import { formFieldProps } from '@/lib/forms/form-field-props';
import { gatewayRefundSchema } from '@/lib/forms/payment-schemas';
import { REFUND_METHODS } from '@/lib/rules/payments';
import { gatewayRefundMethodChoices } from './gateway-payment-labels';

export const REFUND_GATEWAY_PAYMENT = 'Kembalikan dana';

interface GatewayRefundValues {
  method: RefundMethod | '';
  note: string;
}

/** Nothing is chosen for the admin: the record says how the money really went back. */
const startValues: GatewayRefundValues = { method: '', note: '' };

export interface GatewayRefundDialogProps extends OwnDialogState {
  paymentId: number;
  /** What recording it says will happen, as the action gives it. */
  text: string;
}

/**
 * 'Kembalikan dana': the admin records that a payment in review was given back outside the app, by bank transfer
 * or in cash, with a note (to whom, which account, why). A success shows the server's message and closes; a
 * refusal shows above the fields and the dialog stays open for another try.
 */
export function GatewayRefundDialog({ open, onClose, paymentId, text }: GatewayRefundDialogProps) {
  const [refund] = useRefundGatewayPaymentMutation();
  const { form, serverError, shownErrors } = useServerForm({
    initialValues: startValues,
    schema: gatewayRefundSchema,
    send: ({ method, note }) => refund({ id: paymentId, method, note }).unwrap(),
    onSent: onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={REFUND_GATEWAY_PAYMENT}
      intro={text}
      form={form}
      refusal={serverError}
    >
      <RadioChoiceField
        label="Metode pengembalian"
        name="method"
        choices={REFUND_METHODS}
        labels={gatewayRefundMethodChoices}
        value={form.values.method}
        error={shownErrors.method}
        onChange={(method) => void form.setFieldValue('method', method)}
      />
      <TextField
        {...formFieldProps(form, 'note', 'Opsional, paling banyak 300 karakter')}
        label="Catatan"
        placeholder="Misalnya: ditransfer ke rekening BCA pelanggan"
        multiline
        minRows={2}
        autoComplete="off"
        fullWidth
      />
    </FormDialog>
  );
}
