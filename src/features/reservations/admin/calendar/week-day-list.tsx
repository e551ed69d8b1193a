import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatClockTime } from '@/lib/format';
import { palette } from '@/theme/tokens';
import { BookingEntry } from './booking-entry';
import { closedLabel, NO_BOOKINGS_ON_DAY, TODAY_LABEL } from './week-words';
import type { WeekDay, WeekView } from './week';

const plainList = { listStyle: 'none', m: 0, p: 0 } as const;

function DayBookings({ day }: { day: WeekDay }) {
  if (day.bookings.length === 0) {
    if (day.closure) return null;
    return (
      <Typography variant="body2" color="textSecondary">
        {NO_BOOKINGS_ON_DAY}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={plainList}>
      {day.bookings.map((booking) => (
        <Box
          component="li"
          key={booking.id}
          sx={{ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr)', gap: 1, alignItems: 'start' }}
        >
          <Typography variant="body2" sx={{ pt: 0.75, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatClockTime(booking.timeSlot.time)}
          </Typography>
          <BookingEntry booking={booking} />
        </Box>
      ))}
    </Stack>
  );
}

/** The week on a phone: its days in order, each with its bookings by time, its closure, or a note that it has none. */
export function WeekDayList({ week, label }: { week: WeekView; label: string }) {
  return (
    <Stack component="ol" spacing={1.5} aria-label={label} sx={plainList}>
      {week.days.map((day) => {
        const headingId = `hari-${day.date.slice(0, 10)}`;
        return (
          <Paper
            component="li"
            key={day.date}
            variant="outlined"
            aria-labelledby={headingId}
            aria-current={day.isToday ? 'date' : undefined}
            sx={{
              p: 1.5,
              minWidth: 0,
              ...(day.closure && { bgcolor: palette.sand }),
              ...(day.isToday && { borderColor: palette.terracotta, borderWidth: 2 }),
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
              <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {day.name}
              </Typography>
              {day.isToday && (
                <Typography variant="caption" sx={{ color: palette.terracottaDark, fontWeight: 700 }}>
                  {TODAY_LABEL}
                </Typography>
              )}
            </Stack>
            {day.closure && (
              <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {closedLabel(day.closure.label)}
              </Typography>
            )}
            <DayBookings day={day} />
          </Paper>
        );
      })}
    </Stack>
  );
}
