import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatClockTime } from '@/lib/format';
import { palette } from '@/theme/tokens';
import { BookingEntry } from './booking-entry';
import { closedLabel, shortDayName, TODAY_LABEL } from './week-words';
import type { WeekDay, WeekView } from './week';

/** The time column's width; the days share the rest equally, however narrow, so the page never scrolls sideways. */
const TIME_COLUMN_PX = 56;

const tableStyle = {
  tableLayout: 'fixed',
  width: '100%',
  '& th, & td': { px: 0.5, py: 0.5, verticalAlign: 'top', borderColor: palette.line },
  '& caption': { captionSide: 'top', px: 1.5, pt: 1.5, pb: 0.5 },
} as const;

/** Closed days are shaded down their column; today's column is tinted. */
function dayShade(day: WeekDay) {
  if (day.closure) return { bgcolor: palette.sand };
  if (day.isToday) return { bgcolor: palette.cream };
  return {};
}

function DayHeader({ day }: { day: WeekDay }) {
  const closureId = `tutup-${day.date.slice(0, 10)}`;
  return (
    <TableCell
      component="th"
      scope="col"
      aria-label={day.name}
      aria-current={day.isToday ? 'date' : undefined}
      aria-describedby={day.closure ? closureId : undefined}
      sx={{
        ...dayShade(day),
        textAlign: 'center',
        whiteSpace: 'normal',
        ...(day.isToday && { borderTop: `3px solid ${palette.terracotta}` }),
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {shortDayName(day.date)}
      </Typography>
      {day.isToday && (
        <Typography variant="caption" sx={{ display: 'block', color: palette.terracottaDark, fontWeight: 700 }}>
          {TODAY_LABEL}
        </Typography>
      )}
      {day.closure && (
        <Typography id={closureId} variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {closedLabel(day.closure.label)}
        </Typography>
      )}
    </TableCell>
  );
}

/**
 * The week as a table: a column per day (named by its full date), a row per slot time, each booking in
 * its cell. It fills its width with fixed, equal day columns, so text truncates rather than widening the page.
 */
export function WeekTable({ week, caption }: { week: WeekView; caption: string }) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }}>
      <Table size="small" sx={tableStyle}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: TIME_COLUMN_PX }}>
              Waktu
            </TableCell>
            {week.days.map((day) => (
              <DayHeader key={day.date} day={day} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {week.times.map((time) => (
            <TableRow key={time}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatClockTime(time)}
              </TableCell>
              {week.days.map((day) => (
                <TableCell key={day.date} sx={dayShade(day)}>
                  <Stack spacing={0.5}>
                    {day.bookings
                      .filter((booking) => booking.timeSlot.time === time)
                      .map((booking) => (
                        <BookingEntry key={booking.id} booking={booking} />
                      ))}
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
