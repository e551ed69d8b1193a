import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** About the height of a day on a phone, and of a table row of a slot. */
const PHONE_DAY_PX = 88;
const TABLE_ROW_PX = 36;
const TABLE_HEAD_PX = 96;

/** The week while it loads, the size the table (one row a slot) or the phone's seven days will take. */
export function WeekSkeleton({ isPhone, rows }: { isPhone: boolean; rows: number }) {
  return (
    <Stack spacing={isPhone ? 1.5 : 0} role="status" aria-busy="true" aria-label="Memuat kalender">
      {isPhone ? (
        Array.from({ length: 7 }, (_, index) => <Skeleton key={index} variant="rounded" height={PHONE_DAY_PX} />)
      ) : (
        <Skeleton variant="rounded" height={TABLE_HEAD_PX + rows * TABLE_ROW_PX} />
      )}
    </Stack>
  );
}
