import MarkChatReadOutlinedIcon from '@mui/icons-material/MarkChatReadOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import { PlainList } from '@/components/plain-list';
import { QUIET_HOURS_NOTE } from '@/content/reminder-kinds';
import type { Reminder } from '@/lib/api/api-types';
import { useWhatsAppQueue } from '@/lib/api/endpoints/reminders';
import { longestWaitingFirst } from './queue-order';
import { QueuedReminderCard } from './queued-reminder-card';
import { QueuedReminderSkeleton } from './queued-reminder-skeleton';
import { RetryAlert } from '@/components/retry-alert';

export const QUEUE_LABEL = 'Pengingat WhatsApp yang perlu dikirim';

/** Two placeholders: enough to fill a laptop's screen below the header. */
const SKELETON_CARDS = 2;

/** The cards of the queue, or their placeholders while it loads. */
function QueueList({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return (
    <PlainList label={QUEUE_LABEL} isBusy={isLoading} spacing={2}>
      {children}
    </PlainList>
  );
}

/** Nothing left to send: said kindly, with when more will come. */
function EmptyQueue() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <MarkChatReadOutlinedIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ fontWeight: 700, mt: 1 }}>Tidak ada pengingat yang perlu dikirim saat ini.</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        Pengingat baru muncul di sini saat jatuh tempo. {QUIET_HOURS_NOTE}
      </Typography>
    </Paper>
  );
}

/** The queue's cards; their placeholders until it first arrives; or, with nothing due, the empty state. */
function QueueContent({ reminders }: { reminders: Reminder[] | undefined }) {
  if (!reminders) {
    return (
      <QueueList isLoading>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <QueuedReminderSkeleton key={index} />
        ))}
      </QueueList>
    );
  }
  if (reminders.length === 0) return <EmptyQueue />;
  return (
    <QueueList isLoading={false}>
      {reminders.map((reminder) => (
        <QueuedReminderCard key={reminder.id} reminder={reminder} />
      ))}
    </QueueList>
  );
}

/**
 * The WhatsApp reminders due and not yet sent, the one waiting longest first, each with its message and the
 * actions to send it and mark it sent. The queue is read again every minute while the page is in view; a
 * failed read says so above what was last read, and can be retried.
 */
export function WhatsAppQueue() {
  const headingId = useId();
  const { data, isFetching, error, refetch } = useWhatsAppQueue();
  const reminders = useMemo(() => data && longestWaitingFirst(data), [data]);
  const isFailed = Boolean(error) && !isFetching;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <div>
        <Typography id={headingId} variant="h5" component="h2">
          Menunggu dikirim{reminders && reminders.length > 0 ? ` (${reminders.length})` : ''}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Yang paling lama menunggu tampil paling atas.
        </Typography>
      </div>
      {isFailed && <RetryAlert what="Pengingat gagal dimuat" error={error} onRetry={() => void refetch()} />}
      {!(isFailed && !reminders) && <QueueContent reminders={reminders} />}
    </Stack>
  );
}
