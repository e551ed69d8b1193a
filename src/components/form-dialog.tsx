import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormRefusalAlert } from './form-refusal-alert';

export interface FormDialogProps {
  open: boolean;
  /** Asked by its cancel button or Escape, never while the form is sending. */
  onClose: () => void;
  title: string;
  /** What the dialog is about, under its title: its accessible description. */
  intro: ReactNode;
  /** The dialog's form (Formik's, from `useServerForm`): sent by its submit button. */
  form: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
  /** The server's refusal, above the fields (`useServerForm`'s `serverError`); a form whose refusal is a toast has none. */
  refusal?: string;
  submitLabel?: string;
  submitColor?: ButtonProps['color'];
  cancelLabel?: string;
  /** Runs once it has closed: where a form starts afresh for its next opening. */
  onExited?: () => void;
  /** The fields, under the intro and the refusal. */
  children: ReactNode;
}

/**
 * A small form in a dialog, as the admin's and the customer's records are made (a payment at the counter, a refund
 * given back): its title, what it is about, the server's refusal, the fields, then "Batal" and the submit button.
 * Full screen on a phone. A click beside it never closes it (what was typed would be lost); nor does anything while
 * it sends.
 */
export function FormDialog({
  open,
  onClose,
  title,
  intro,
  form,
  refusal,
  submitLabel = 'Simpan',
  submitColor = 'primary',
  cancelLabel = 'Batal',
  onExited,
  children,
}: FormDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const introId = useId();
  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullScreen={isPhone}
      maxWidth="xs"
      fullWidth
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText id={introId} component={typeof intro === 'string' ? 'p' : 'div'}>
              {intro}
            </DialogContentText>
            <FormRefusalAlert refusal={refusal} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={close} disabled={form.isSubmitting} color="secondary">
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
