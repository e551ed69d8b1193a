import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { Reservation } from '../../../lib/api-types';
import { paths } from '../../../lib/paths';

/** What a customer can do with a booking: see or give a review once done, open its payment. */
export function HistoryActions({ reservation }: { reservation: Reservation }) {
  const transaction = reservation.transactions[0];
  const isDone = reservation.status === 'success';
  const hasReview = reservation.review.length > 0;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {isDone && hasReview && (
        <Button component={RouterLink} to={paths.reviewDetail.to(reservation.id)} size="small" variant="outlined">
          Lihat Ulasan
        </Button>
      )}
      {isDone && !hasReview && (
        <Button component={RouterLink} to={paths.review.to(reservation.id)} size="small" variant="contained">
          Beri Ulasan
        </Button>
      )}
      {transaction && (
        <Button component={RouterLink} to={paths.payment.to(transaction.id)} size="small" color="secondary" variant="outlined">
          Pembayaran
        </Button>
      )}
    </Stack>
  );
}
