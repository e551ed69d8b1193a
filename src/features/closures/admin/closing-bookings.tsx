import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikErrors } from 'formik';
import { RetryAlert } from '@/components/retry-alert';
import type { BookingOnClosingDay } from '@/lib/api/api-types';
import type { ClosureAction } from '@/lib/forms/schemas';
import { ClosingBookingCard } from './closing-booking-card';
import type { DecisionValue } from './closure-form-values';

const CLOSING_BOOKINGS_LABEL = 'Reservasi pada tanggal tersebut';

export interface ClosingBookingsProps {
  /** The active bookings on the chosen days; undefined while they load or when they failed. */
  bookings: BookingOnClosingDay[] | undefined;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  decisions: DecisionValue[];
  /** The schema's messages for the decisions, in their order, once the form was submitted. */
  errors: FormikErrors<{ decisions: DecisionValue[] }>['decisions'];
  closureLabel: string;
  onChoose: (reservationId: number, action: ClosureAction) => void;
}

function decisionError(errors: ClosingBookingsProps['errors'], index: number): string | undefined {
  const error = Array.isArray(errors) ? errors[index] : undefined;
  return typeof error === 'object' ? error.action : undefined;
}

/**
 * The active bookings on the days about to close, each waiting for the admin's decision: nothing is cancelled
 * silently. While they load, a bar says so; a failure can be retried; none is good news.
 */
export function ClosingBookings({
  bookings,
  isFetching,
  error,
  onRetry,
  decisions,
  errors,
  closureLabel,
  onChoose,
}: ClosingBookingsProps) {
  if (error && !isFetching) {
    return <RetryAlert what="Reservasi pada tanggal tersebut gagal dimuat" error={error} onRetry={onRetry} />;
  }
  if (!bookings) {
    return (
      <Stack spacing={1} role="status">
        <Typography variant="body2" color="textSecondary">
          Memeriksa reservasi pada tanggal tersebut…
        </Typography>
        <LinearProgress aria-label="Memeriksa reservasi…" />
      </Stack>
    );
  }
  if (bookings.length === 0) {
    return (
      <Alert severity="success" role="status">
        Tidak ada reservasi aktif pada tanggal tersebut.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="status">
        {bookings.length} reservasi aktif pada tanggal tersebut. Pilih tindakan untuk setiap reservasi: tidak ada yang
        dibatalkan tanpa pilihan Anda.
      </Alert>
      {isFetching && <LinearProgress aria-label="Memeriksa reservasi…" />}
      <Box
        component="ul"
        role="list"
        aria-label={CLOSING_BOOKINGS_LABEL}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          gap: 2,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {bookings.map((booking, index) => (
          <ClosingBookingCard
            key={booking.id}
            booking={booking}
            action={decisions.find((decision) => decision.reservationId === booking.id)?.action ?? ''}
            error={decisionError(errors, index)}
            closureLabel={closureLabel}
            onChoose={(action) => onChoose(booking.id, action)}
          />
        ))}
      </Box>
    </Stack>
  );
}
