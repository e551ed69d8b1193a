import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { Reservation } from '../../../lib/api-types';
import { paths } from '../../../lib/paths';
import { SessionActions } from '../../../components/session-actions';
import { HistoryCancelAction } from './history-cancel-action';

/**
 * What a customer can do with a booking: see or give a review once done, open its payment unless it ran out
 * or was called off unpaid, save or ask about the session, and call it off while no proof was sent.
 */
export function HistoryActions({ reservation, isCompact = false }: { reservation: Reservation; isCompact?: boolean }) {
  const transaction = reservation.transactions[0];
  const isDone = reservation.status === 'success';
  const hasReview = reservation.review.length > 0;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
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
      {transaction && transaction.status !== 'expired' && (
        <Button component={RouterLink} to={paths.payment.to(transaction.id)} size="small" color="secondary" variant="outlined">
          Pembayaran
        </Button>
      )}
      <SessionActions session={reservation} isUpcoming={reservation.status === 'pending'} isCompact={isCompact} />
      <HistoryCancelAction reservation={reservation} isCompact={isCompact} />
    </Stack>
  );
}
