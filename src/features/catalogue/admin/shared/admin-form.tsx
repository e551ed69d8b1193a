import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormRefusalAlert } from '@/components/form-refusal-alert';

export interface AdminFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's refusal, verbatim, above the fields. */
  serverError?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The frame every catalogue form shares: the server's refusal on top, the fields, and the busy submit button. */
export function AdminForm({ label, submitLabel, isSubmitting, serverError, onSubmit, children }: AdminFormProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" aria-label={label} noValidate spacing={2.5} onSubmit={onSubmit}>
        <FormRefusalAlert refusal={serverError} variant="filled" />
        {children}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
