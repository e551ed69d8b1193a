import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/status-chip';
import type { Reservation } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { formatStudioTime } from '@/lib/format';
import { palette } from '@/theme/tokens';
import { bookingStageLabels, bookingStageOf } from './booking-stage';

const entryStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 0.25,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  p: 0.75,
  borderRadius: 1,
  border: `1px solid ${palette.line}`,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:hover': { borderColor: palette.terracottaLight },
} as const;

/** Text that keeps to one line and ends in "…" when the cell is narrower than it. */
const oneLine = { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A booking in the calendar: its customer, package and stage, opening its detail. */
export function BookingEntry({ booking }: { booking: Reservation }) {
  const stage = bookingStageLabels[bookingStageOf(booking)];
  return (
    <Link
      component={RouterLink}
      to={appRoutes.dashboard.reservationDetail.to(booking.id)}
      underline="none"
      title={`${formatStudioTime(booking.timeSlot.time)} · ${booking.user.name} · ${booking.categoryPackage.name} · ${stage.label}`}
      sx={entryStyle}
    >
      <Typography variant="body2" sx={{ ...oneLine, fontWeight: 600 }}>
        {booking.user.name}
      </Typography>
      <Typography variant="caption" color="textSecondary" sx={oneLine}>
        {booking.categoryPackage.name}
      </Typography>
      <StatusChip status={stage} />
    </Link>
  );
}
