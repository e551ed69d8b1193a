import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/status-chip';
import { closingBookingPaymentLabels } from '@/content/status-labels';
import { rescheduleRequestWhatsAppLink } from '@/content/whatsapp-links';
import type { BookingOnClosingDay } from '@/lib/api/api-types';
import { closureActions, type ClosureAction } from '@/lib/forms/schemas';
import { formatShortCalendarDate, formatStudioTime } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import type { DecisionValue } from './closure-form-values';

const actionLabels: Record<ClosureAction, string> = {
  keep: 'Tetap',
  ask: 'Minta ubah jadwal',
  cancel: 'Batalkan',
};

export interface ClosingBookingCardProps {
  booking: BookingOnClosingDay;
  action: DecisionValue['action'];
  /** The schema's message for this booking's decision, once the form was submitted. */
  error?: string;
  /** The closure's label as typed so far, for the message asking the customer to move. */
  closureLabel: string;
  onChoose: (action: ClosureAction) => void;
}

/** What asking the customer to move means: the prefilled WhatsApp message, or why there is none. */
function RescheduleRequest({ booking, closureLabel }: Pick<ClosingBookingCardProps, 'booking' | 'closureLabel'>) {
  const { id, date, time, customer } = booking;
  const href = rescheduleRequestWhatsAppLink({ id, date, timeSlot: { time }, user: customer }, closureLabel);
  if (!href) {
    return (
      <Typography variant="body2" color="textSecondary">
        Nomor telepon {customer.name} bukan nomor WhatsApp: hubungi pelanggan dengan cara lain.
      </Typography>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color="success"
      startIcon={<WhatsAppIcon fontSize="small" />}
      href={href}
      target="_blank"
      rel="noreferrer"
      sx={{ alignSelf: 'flex-start' }}
    >
      WhatsApp ke {customer.name}
    </Button>
  );
}

/**
 * One active booking on the days being closed: its id (to its detail), customer, session and payment, and the
 * admin's required choice: keep it, ask its customer to move it, or cancel it.
 */
export function ClosingBookingCard({ booking, action, error, closureLabel, onChoose }: ClosingBookingCardProps) {
  const titleId = useId();
  const choiceId = useId();
  const errorId = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
                <Link
                  component={RouterLink}
                  to={appRoutes.dashboard.reservationDetail.to(booking.id)}
                  color="secondary"
                >
                  Reservasi #{booking.id}
                </Link>
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{booking.customer.name}</Typography>
            </Stack>
            <StatusChip status={closingBookingPaymentLabels[booking.paymentStatus]} wraps />
          </Stack>
          <Typography variant="body2">
            {formatShortCalendarDate(booking.date)} · {formatStudioTime(booking.time)}
          </Typography>
          <div>
            <Typography id={choiceId} variant="body2" color="textSecondary">
              Tindakan
            </Typography>
            <RadioGroup
              row
              aria-labelledby={`${choiceId} ${titleId}`}
              aria-describedby={error ? errorId : undefined}
              name={`decision-${booking.id}`}
              value={action}
              onChange={(_event, chosen) => {
                const picked = closureActions.find((candidate) => candidate === chosen);
                if (picked) onChoose(picked);
              }}
            >
              {closureActions.map((candidate) => (
                <FormControlLabel
                  key={candidate}
                  value={candidate}
                  control={<Radio size="small" />}
                  label={actionLabels[candidate]}
                />
              ))}
            </RadioGroup>
            {error && (
              <FormHelperText id={errorId} error sx={{ mx: 0 }}>
                {error}
              </FormHelperText>
            )}
          </div>
          {action === 'ask' && <RescheduleRequest booking={booking} closureLabel={closureLabel} />}
          {action === 'cancel' && (
            <Typography variant="body2" color="error">
              Reservasi ini dibatalkan saat hari tutup disimpan.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
