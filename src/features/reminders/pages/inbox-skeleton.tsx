import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** About the height of the newest message, opened, and of a closed one; a phone wraps their lines into more. */
const OPEN_MESSAGE_PX = { xs: 598, sm: 386 };
const CLOSED_MESSAGE_PX = { xs: 125, sm: 93 };
const CLOSED_MESSAGES = 3;

/** The inbox while it loads: the newest message open, a few closed ones under it. */
export function InboxSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Memuat pesan">
      <Skeleton variant="rounded" sx={{ height: OPEN_MESSAGE_PX }} />
      {Array.from({ length: CLOSED_MESSAGES }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: CLOSED_MESSAGE_PX }} />
      ))}
    </Stack>
  );
}
