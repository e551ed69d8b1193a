import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Transaction } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import type { PaymentProgress } from '@/lib/payment-progress';
import { paymentHeadline, type HeadlineTone } from './payment-headline';
import { StudioVisit } from './studio-visit';
import { useTimeLeft } from './use-countdown';

const toneIcons: Record<HeadlineTone, ReactElement> = {
  info: <InfoIcon color="info" />,
  warning: <HourglassIcon color="warning" />,
  error: <ErrorIcon color="error" />,
  success: <CheckCircleIcon color="success" />,
};

function TimeLeft({ deadline }: { deadline: Date }) {
  const left = useTimeLeft(deadline);
  if (!left) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 700, color: 'warning.dark' }}>
      Sisa waktu {left}
    </Typography>
  );
}

/**
 * The top of the payment page: which step the payment is at and what to do next, with the deadline in
 * WIB to the minute while a payment is asked for, the way to the studio once paid, and a new booking
 * once the slot was released.
 */
export function PaymentStatusHeader({
  transaction,
  progress,
}: {
  transaction: Transaction;
  progress: PaymentProgress;
}) {
  const headline = paymentHeadline(progress, transaction);
  const titleId = useId();
  const isReleased = progress.step === 'expired' || progress.step === 'cancelled';
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderLeft: 6, borderLeftColor: `${headline.tone}.main` }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ pt: 0.25 }} aria-hidden>
          {toneIcons[headline.tone]}
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.35 }}>
            {headline.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {headline.detail}
          </Typography>
          {progress.deadline && <TimeLeft deadline={progress.deadline} />}
          {progress.step === 'paid' && <StudioVisit />}
          {isReleased && (
            <div>
              <Button
                component={RouterLink}
                to={appRoutes.reservation.to(transaction.reservation.categoryPackage.id)}
                variant="contained"
              >
                Pesan lagi
              </Button>
            </div>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
