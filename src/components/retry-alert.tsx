import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/api/api-error';

export interface RetryAlertProps {
  /** What failed to load, as the sentence starts: "Pengingat gagal dimuat". */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** The retry is under way: the button shows it and waits. */
  isRetrying?: boolean;
}

/** What failed to load, and why, with 'Coba lagi' beside it: a section of a page, or a list a form depends on. */
export function RetryAlert({ what, error, onRetry, isRetrying = false }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" loading={isRetrying} onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      {what}: {errorMessage(error)}
    </Alert>
  );
}
