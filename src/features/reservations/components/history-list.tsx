import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PriceBreakdown } from '@/components/price-breakdown';
import { RefundLine } from '@/components/refund-line';
import { StatusChip } from '@/components/status-chip';
import type { Reservation } from '@/lib/api/api-types';
import { formatSessionMoment, formatShortCalendarDate, formatStudioTime } from '@/lib/format';
import { reservationStatusLabels } from '@/content/status-labels';
import { historyStatus, historyStatusText, rescheduledFromText, type HistoryStatus } from '../history/history-status';
import { HistoryActions } from './history-actions';
import { HistoryStatusLine } from './history-status-line';
import { ArrivalPass } from '@/components/arrival-pass';
import { arrivingOf, isArrivalCodeShown } from '@/lib/rules/arrivals';
import { useNow } from '@/lib/time/use-now';

interface HistoryEntry {
  reservation: Reservation;
  status: HistoryStatus;
}

/**
 * The spec's columns with the widths they get in both groups' tables, so the two line up: the status line
 * and the actions have the most room; the date breaks after its weekday, and a heading between its words, where
 * the column is narrow.
 */
const columns = [
  { label: 'Tanggal', width: '14%' },
  { label: 'ID Reservasi', width: '9%' },
  { label: 'Status', width: '25%' },
  { label: 'Waktu', width: '7%' },
  { label: 'Kategori', width: '10%' },
  { label: 'Paket', width: '11%' },
  { label: 'Aksi', width: '24%' },
] as const;

const lineOf = ({ reservation, status }: HistoryEntry) => historyStatusText(status, reservation.review.length > 0);

/** A moved booking's note: where it was before its latest move. Nothing for a booking never moved. */
function RescheduledFrom({ reservation }: { reservation: Reservation }) {
  const text = rescheduledFromText(reservation);
  if (!text) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

function HistoryTable({ entries, labelledBy }: { entries: HistoryEntry[]; labelledBy: string }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Table
        aria-labelledby={labelledBy}
        size="small"
        sx={{ tableLayout: 'fixed', '& th, & td': { px: 1.5 }, '& th': { whiteSpace: 'normal' } }}
      >
        <TableHead>
          <TableRow>
            {columns.map(({ label, width }) => (
              <TableCell key={label} sx={{ width }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const { reservation, status } = entry;
            return (
              <TableRow key={reservation.id} hover sx={{ verticalAlign: 'top', '& > td': { py: 1.5 } }}>
                <TableCell>{formatShortCalendarDate(reservation.date)}</TableCell>
                <TableCell>#{reservation.id}</TableCell>
                <TableCell>
                  <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <StatusChip status={reservationStatusLabels[reservation.status]} />
                    <HistoryStatusLine line={lineOf(entry)} />
                    <PriceBreakdown booking={reservation} />
                    <RefundLine refund={reservation.refund} />
                    <RescheduledFrom reservation={reservation} />
                    <ArrivalCodeOf reservation={reservation} />
                  </Stack>
                </TableCell>
                <TableCell>{formatStudioTime(reservation.timeSlot.time)}</TableCell>
                <TableCell>{reservation.category.name}</TableCell>
                <TableCell>{reservation.categoryPackage.name}</TableCell>
                <TableCell>
                  <HistoryActions reservation={reservation} step={status.step} isCompact />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The booking's arrival pass, from 24 hours before its session. */
function ArrivalCodeOf({ reservation }: { reservation: Reservation }) {
  const now = useNow();
  if (!isArrivalCodeShown(arrivingOf(reservation), now)) return null;
  return <ArrivalPass code={reservation.arrivalCode} />;
}

function HistoryCards({ entries, labelledBy }: { entries: HistoryEntry[]; labelledBy: string }) {
  return (
    <Stack
      component="ul"
      spacing={2}
      aria-labelledby={labelledBy}
      sx={{ display: { md: 'none' }, listStyle: 'none', p: 0, m: 0 }}
    >
      {entries.map((entry) => {
        const { reservation, status } = entry;
        return (
          <Card component="li" key={reservation.id}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="body2" color="textSecondary">
                  #{reservation.id}
                </Typography>
                <StatusChip status={reservationStatusLabels[reservation.status]} />
              </Stack>
              <Typography variant="h6" component="h3">
                {reservation.category.name} · {reservation.categoryPackage.name}
              </Typography>
              <Stack spacing={0.5} sx={{ mb: 1.5 }}>
                <Typography color="textSecondary">
                  {formatSessionMoment(reservation.date, reservation.timeSlot.time)}
                </Typography>
                <RescheduledFrom reservation={reservation} />
              </Stack>
              <Stack spacing={2}>
                <HistoryStatusLine line={lineOf(entry)} />
                <PriceBreakdown booking={reservation} />
                <RefundLine refund={reservation.refund} />
                <ArrivalCodeOf reservation={reservation} />
                <HistoryActions reservation={reservation} step={status.step} />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

export interface HistoryListProps {
  reservations: Reservation[];
  /** The id of the group's heading, which names its table and its list. */
  labelledBy: string;
}

/** One group of a customer's reservations, each with what it waits for: a table on wide screens, cards on phones. */
export function HistoryList({ reservations, labelledBy }: HistoryListProps) {
  const entries = reservations.map((reservation) => ({ reservation, status: historyStatus(reservation) }));
  return (
    <>
      <HistoryTable entries={entries} labelledBy={labelledBy} />
      <HistoryCards entries={entries} labelledBy={labelledBy} />
    </>
  );
}
