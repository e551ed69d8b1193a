import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/api/api-error';
import type { Reminder } from '@/lib/api/api-types';
import { useMarkReminderSentMutation } from '@/lib/api/endpoints/reminders';
import { showToast } from '@/lib/toast';

/**
 * "Tandai terkirim": the admin sent the reminder by hand. The server's answer shows as a toast; either way the
 * queue is read again (the mutation invalidates it), so a reminder that no longer applies leaves it too.
 */
export function MarkSentButton({ reminder }: { reminder: Pick<Reminder, 'id'> }) {
  const [markSent, { isLoading }] = useMarkReminderSentMutation();
  const mark = async () => {
    try {
      const { message } = await markSent(reminder.id).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };
  return (
    <Button variant="outlined" loading={isLoading} onClick={() => void mark()}>
      Tandai terkirim
    </Button>
  );
}
