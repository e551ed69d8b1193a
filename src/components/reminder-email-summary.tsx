import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reminderKindContent } from '@/content/reminder-kinds';
import type { Reminder } from '@/lib/api/api-types';
import { formatStudioMoment } from '@/lib/format';

export interface ReminderEmailSummaryProps {
  email: Pick<Reminder, 'kind' | 'subject' | 'sentAt' | 'createdAt'>;
  /** Who it went to, where more than one person's emails are listed (the demo's inbox). */
  recipient?: string;
  /** Smaller type, for a narrow panel. */
  isCompact?: boolean;
}

/** What a closed email shows, wherever emails are listed: its kind, its subject, to whom and when it was sent. */
export function ReminderEmailSummary({ email, recipient, isCompact = false }: ReminderEmailSummaryProps) {
  const sentAt = email.sentAt ?? email.createdAt;
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
        {reminderKindContent[email.kind].label}
      </Typography>
      <Typography
        component="span"
        variant={isCompact ? 'body2' : 'body1'}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {email.subject}
      </Typography>
      {recipient && (
        <Typography component="span" variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          Kepada {recipient}
        </Typography>
      )}
      <Typography component="span" variant="body2" color="textSecondary">
        Dikirim <time dateTime={sentAt}>{formatStudioMoment(sentAt)}</time>
      </Typography>
    </Stack>
  );
}
