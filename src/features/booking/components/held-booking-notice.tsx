import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

export interface HeldBookingNoticeProps {
  reservationId: number;
  /** The server's message for the failed payment step. */
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * The reservation was made but its payment could not be started: the booking and its slot are kept, and
 * trying again starts only the payment of that reservation. The button takes the focus, as the form's
 * button it replaces is now disabled.
 */
export function HeldBookingNotice({ reservationId, message, onRetry, isRetrying }: HeldBookingNoticeProps) {
  return (
    <Alert severity="error">
      <AlertTitle>Reservasi tersimpan, pembayaran belum dibuat</AlertTitle>
      Reservasi #{reservationId} sudah tersimpan dan jamnya ditahan untuk Anda. Hanya langkah pembayaran yang gagal:{' '}
      {message}
      <br />
      Coba lagi untuk lanjut ke pembayaran; reservasi tidak akan dibuat dua kali.
      <Button
        variant="outlined"
        color="inherit"
        onClick={onRetry}
        loading={isRetrying}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus was on the form's button, now disabled
        autoFocus
        sx={{ display: 'flex', mt: 1.5 }}
      >
        Coba Lagi
      </Button>
    </Alert>
  );
}
