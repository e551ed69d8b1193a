import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';

/** What a catalogue form (category, package or add-on) gets from its create or edit page. */
export interface CatalogueFormProps<Values, Sent> {
  mode: 'create' | 'edit';
  /** The item's values, to edit; a new item starts from empty fields. */
  initialValues?: Values;
  /** Saves the item; the server's answer is toasted and the list at `returnTo` opens. */
  send: (sent: Sent) => Promise<{ message: string }>;
  returnTo: string;
}

export interface AdminFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The form's state, from `useServerForm`: it submits, and is busy while it sends. */
  form: Pick<FormikProps<unknown>, 'isSubmitting' | 'handleSubmit'>;
  /** The server's refusal, verbatim, above the fields. */
  serverError?: string;
  children: ReactNode;
}

/** The frame every catalogue form shares: the server's refusal on top, the fields, and the busy submit button. */
export function AdminForm({ label, submitLabel, form, serverError, children }: AdminFormProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" aria-label={label} noValidate spacing={2.5} onSubmit={form.handleSubmit}>
        <FormRefusalAlert refusal={serverError} variant="filled" />
        {children}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
