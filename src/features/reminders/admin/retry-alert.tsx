import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/api/api-error';

export interface RetryAlertProps {
  /** What failed to load, as the sentence starts: "Pengingat gagal dimuat". */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** A section of the reminders page that failed to load: why, and 'Coba lagi' beside it. */
export function RetryAlert({ what, error, onRetry }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      {what}: {errorMessage(error)}
    </Alert>
  );
}
