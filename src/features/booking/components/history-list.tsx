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
import { StatusChip } from '../../../components/status-chip';
import type { Reservation } from '../../../lib/api-types';
import { formatCalendarDate } from '../../../lib/format';
import { reservationStatusLabels } from '../../../lib/status-labels';
import { HistoryActions } from './history-actions';

/** A customer's reservations: a table on wide screens, cards on phones. */
export function HistoryList({ reservations }: { reservations: Reservation[] }) {
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table aria-label="Riwayat reservasi">
          <TableHead>
            <TableRow>
              <TableCell>Tanggal</TableCell>
              <TableCell>ID Reservasi</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Waktu</TableCell>
              <TableCell>Kategori</TableCell>
              <TableCell>Paket</TableCell>
              <TableCell>Aksi</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reservations.map((reservation) => (
              <TableRow key={reservation.id} hover>
                <TableCell>{formatCalendarDate(reservation.date)}</TableCell>
                <TableCell>#{reservation.id}</TableCell>
                <TableCell>
                  <StatusChip status={reservationStatusLabels[reservation.status]} />
                </TableCell>
                <TableCell>{reservation.timeSlot.time}</TableCell>
                <TableCell>{reservation.category.name}</TableCell>
                <TableCell>{reservation.categoryPackage.name}</TableCell>
                <TableCell>
                  <HistoryActions reservation={reservation} isCompact />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" spacing={2} sx={{ display: { md: 'none' }, listStyle: 'none', p: 0, m: 0 }} aria-label="Riwayat reservasi">
        {reservations.map((reservation) => (
          <Card component="li" key={reservation.id}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="body2" color="textSecondary">
                  #{reservation.id}
                </Typography>
                <StatusChip status={reservationStatusLabels[reservation.status]} />
              </Stack>
              <Typography variant="h6" component="h2">
                {reservation.category.name} · {reservation.categoryPackage.name}
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {formatCalendarDate(reservation.date)}, pukul {reservation.timeSlot.time}
              </Typography>
              <HistoryActions reservation={reservation} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
