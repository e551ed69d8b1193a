import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { reminderKindContent } from '@/content/reminder-kinds';
import type { Reminder } from '@/lib/api/api-types';
import { formatSessionMoment, formatStudioMoment } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { MarkSentButton } from './mark-sent-button';
import { QueuedReminderLayout, REMINDER_FACT_LABELS } from './queued-reminder-layout';
import { ReminderKindChip } from './reminder-kind-chip';
import { ReminderMessageText } from './reminder-message-text';
import { SendOnWhatsAppButton } from './send-on-whatsapp-button';

/**
 * A WhatsApp reminder waiting to be sent, named by its kind and customer: the booking (to its detail), its
 * session, when the reminder fell due, the phone and the message; then send it in WhatsApp and mark it sent.
 */
export function QueuedReminderCard({ reminder }: { reminder: Reminder }) {
  const { customer, reservation } = reminder;
  const [booking, session, due, phone] = REMINDER_FACT_LABELS;
  return (
    <QueuedReminderLayout
      name={`${reminderKindContent[reminder.kind].label}: ${customer.name}`}
      title={customer.name}
      kind={<ReminderKindChip kind={reminder.kind} />}
      facts={[
        {
          label: booking,
          value: (
            <Link
              component={RouterLink}
              to={appRoutes.dashboard.reservationDetail.to(reservation.id)}
              color="secondary"
            >
              Reservasi #{reservation.id}
            </Link>
          ),
        },
        { label: session, value: formatSessionMoment(reservation.date, reservation.time) },
        { label: due, value: formatStudioMoment(reminder.dueAt) },
        { label: phone, value: reminder.recipient },
      ]}
      message={<ReminderMessageText reminder={reminder} />}
      actions={
        <>
          <SendOnWhatsAppButton reminder={reminder} />
          <MarkSentButton reminder={reminder} />
        </>
      }
    />
  );
}
