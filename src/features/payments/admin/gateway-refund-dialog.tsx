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
import { useId } from 'react';
import type { OwnDialogState } from '@/components/confirmed-actions';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
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
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const textId = useId();
  const { form, serverError, shownErrors } = useServerForm({
    initialValues: startValues,
    schema: gatewayRefundSchema,
    send: ({ method, note }) => refund({ id: paymentId, method, note }).unwrap(),
    onSent: onClose,
  });
  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  const methodError = shownErrors.method;

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullScreen={isPhone}
      maxWidth="xs"
      fullWidth
      onClose={(_event, reason) => {
        // A click beside it must not lose what was typed: only its buttons or Escape close it.
        if (reason !== 'backdropClick') close();
      }}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{REFUND_GATEWAY_PAYMENT}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText id={textId}>{text}</DialogContentText>
            <FormRefusalAlert refusal={serverError} />
            <FormControl error={Boolean(methodError)} component="fieldset">
              <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
                Metode pengembalian
              </FormLabel>
              <RadioGroup
                row
                name="method"
                value={form.values.method}
                onChange={(event) => void form.setFieldValue('method', event.target.value)}
              >
                {REFUND_METHODS.map((method) => (
                  <FormControlLabel
                    key={method}
                    value={method}
                    control={<Radio />}
                    label={gatewayRefundMethodChoices[method]}
                  />
                ))}
              </RadioGroup>
              {methodError && <FormHelperText>{methodError}</FormHelperText>}
            </FormControl>
            <TextField
              {...formFieldProps(form, 'note', 'Opsional, paling banyak 300 karakter')}
              label="Catatan"
              placeholder="Misalnya: ditransfer ke rekening BCA pelanggan"
              multiline
              minRows={2}
              autoComplete="off"
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.isSubmitting} color="secondary">
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
