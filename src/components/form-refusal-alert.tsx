import Alert, { type AlertProps } from '@mui/material/Alert';

export interface FormRefusalAlertProps extends Pick<AlertProps, 'variant' | 'sx'> {
  /** The server's refusal (`useServerForm`'s `serverError`); without one nothing shows. */
  refusal?: string;
}

/** A form's refusal: the server's message verbatim in an error alert above the fields, as the spec says for every form. */
export function FormRefusalAlert({ refusal, variant, sx }: FormRefusalAlertProps) {
  if (!refusal) return null;
  return (
    <Alert severity="error" role="alert" variant={variant} sx={sx}>
      {refusal}
    </Alert>
  );
}
