import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { QueuedReminderLayout, REMINDER_FACT_LABELS } from './queued-reminder-layout';
import { MESSAGE_BOX } from './reminder-message-text';

/** A medium MUI button: a 0.875rem line at 1.75, and 6 px above and below. */
const BUTTON_HEIGHT = 36.5;

/** A reminder's placeholder while the queue loads, with the same parts and labels. */
export function QueuedReminderSkeleton() {
  return (
    <QueuedReminderLayout
      title={<Skeleton width="50%" />}
      kind={<Skeleton variant="rounded" width={96} height={24} />}
      facts={REMINDER_FACT_LABELS.map((label) => ({ label, value: <Skeleton /> }))}
      message={
        <Box sx={MESSAGE_BOX}>
          <Skeleton width="70%" />
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} variant="text" />
          ))}
        </Box>
      }
      actions={
        <>
          <Skeleton variant="rounded" height={BUTTON_HEIGHT} sx={{ width: { xs: '100%', sm: 190 } }} />
          <Skeleton variant="rounded" height={BUTTON_HEIGHT} sx={{ width: { xs: '100%', sm: 150 } }} />
        </>
      }
    />
  );
}
