import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { SessionActions } from '@/components/session-actions';
import type { Reservation } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import type { HistoryStep } from '../history/history-status';
import { HistoryCancelAction } from './history-cancel-action';
import { HistoryRescheduleAction } from './history-reschedule-action';
import { HistoryStartPaymentAction } from './history-start-payment-action';

/** Steps where the customer owes a payment now, and where the payment page only reports (a receipt to look at). */
const PAY_STEPS: readonly HistoryStep[] = ['awaiting', 'balance-due'];
const RECEIPT_STEPS: readonly HistoryStep[] = ['in-review', 'all-accepted', 'paid', 'finished'];

interface EntryActionProps {
  reservation: Reservation;
  step: HistoryStep;
  /** A button as wide as its box. */
  isFullWidth: boolean;
}

/** The one thing the entry asks of the customer, if any: pay, send a proof again, start the payment, or review the session. */
function PrimaryAction({ reservation, step, isFullWidth }: EntryActionProps) {
  const transaction = reservation.transactions[0];
  const link = (label: string, to: string, variant: 'contained' | 'outlined' = 'contained') => (
    <Button component={RouterLink} to={to} size="small" variant={variant} fullWidth={isFullWidth}>
      {label}
    </Button>
  );
  if (step === 'method-unchosen')
    return <HistoryStartPaymentAction reservation={reservation} isFullWidth={isFullWidth} />;
  if (step === 'finished') {
    return reservation.review.length > 0
      ? link('Lihat Ulasan', appRoutes.reviewDetail.to(reservation.id), 'outlined')
      : link('Beri Ulasan', appRoutes.review.to(reservation.id));
  }
  if (!transaction) return null;
  if (PAY_STEPS.includes(step)) return link('Bayar sekarang', appRoutes.payment.to(transaction.id));
  if (step === 'rejected') return link('Unggah ulang', appRoutes.payment.to(transaction.id));
  return null;
}

export interface HistoryActionsProps {
  reservation: Reservation;
  step: HistoryStep;
  /** Icon buttons for the session and the cancellation, for the rows of a table. */
  isCompact?: boolean;
}

/**
 * What a customer can do with a booking: first the one action its state asks for (a contained button), then
 * a finished session's photos ('Hasil Foto'), the payment to look at where nothing is owed, 'Ubah jadwal' while it is still to come, the session's
 * calendar entry and WhatsApp, and 'Batalkan' until the session unless a proof waits for the admin. An expired or cancelled booking offers
 * nothing about payment.
 */
export function HistoryActions({ reservation, step, isCompact = false }: HistoryActionsProps) {
  const transaction = reservation.transactions[0];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {isCompact ? (
        <PrimaryAction reservation={reservation} step={step} isFullWidth={false} />
      ) : (
        // On a phone the action takes the card's width, above the others.
        <Box sx={{ width: { xs: '100%', sm: 'auto' }, '&:empty': { display: 'none' } }}>
          <PrimaryAction reservation={reservation} step={step} isFullWidth />
        </Box>
      )}
      {step === 'finished' && (
        <Button component={RouterLink} to={appRoutes.photos.to(reservation.id)} size="small" variant="outlined">
          Hasil Foto
        </Button>
      )}
      {transaction && RECEIPT_STEPS.includes(step) && (
        <Button
          component={RouterLink}
          to={appRoutes.payment.to(transaction.id)}
          size="small"
          color="secondary"
          variant="outlined"
        >
          Lihat pembayaran
        </Button>
      )}
      <HistoryRescheduleAction reservation={reservation} step={step} isCompact={isCompact} />
      <SessionActions session={reservation} isUpcoming={reservation.status === 'pending'} isCompact={isCompact} />
      <HistoryCancelAction reservation={reservation} isCompact={isCompact} />
    </Stack>
  );
}
