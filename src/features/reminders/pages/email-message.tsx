import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ReminderEmailSummary } from '@/components/reminder-email-summary';
import type { Reminder, ReminderKind } from '@/lib/api/api-types';
import { MessageBody } from './message-body';

/**
 * What the button under a reminder says, for the kinds that point to a page (the payment, the booking confirmed on its
 * payment page, the review, the album).
 */
const pageActions: Partial<Record<ReminderKind, string>> = {
  'payment-deadline': 'Buka halaman pembayaran',
  'booking-confirmed': 'Lihat reservasi',
  'balance-due': 'Buka halaman pembayaran',
  'review-request': 'Beri ulasan',
  'album-open': 'Pilih foto',
  'album-choice-closing': 'Pilih foto',
  'album-ready': 'Lihat hasil foto',
  'album-expiring': 'Lihat hasil foto',
};

export interface EmailMessageProps {
  reminder: Reminder;
  /** Open at first: the newest message is. */
  defaultExpanded?: boolean;
}

/** One email in the inbox: its kind, subject and when it was sent; opened, its text and the page it points to. */
export function EmailMessage({ reminder, defaultExpanded = false }: EmailMessageProps) {
  const { id, kind, link } = reminder;
  const action = link === null ? undefined : pageActions[kind];
  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={defaultExpanded}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        id={`message-${id}-summary`}
        aria-controls={`message-${id}-content`}
        expandIcon={<ExpandMoreIcon />}
      >
        <ReminderEmailSummary email={reminder} />
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MessageBody reminder={reminder} />
          {action && link !== null && (
            <Button component={RouterLink} to={link} variant="contained">
              {action}
            </Button>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
