import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { DataTable, type ServerDataTableProps } from '@/components/data-table/data-table';
import type { DataTableColumn, SearchBox, StatusSelect } from '@/components/data-table/data-table-types';
import type { Reservation, ReservationStatus } from '@/lib/api/api-types';
import { formatShortCalendarDate } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { reservationStatusLabels } from '@/content/status-labels';
import { ReservationActions } from './reservation-actions';
import { reservationColumn } from './reservation-cells';

const columns: DataTableColumn<Reservation>[] = [
  reservationColumn.number,
  { key: 'id', header: 'ID', render: (row) => row.id },
  reservationColumn.customer,
  { key: 'date', header: 'Tanggal', render: (row) => formatShortCalendarDate(row.date) },
  reservationColumn.time,
  reservationColumn.category,
  reservationColumn.package,
  reservationColumn.status,
  {
    key: 'actions',
    header: 'Aksi',
    card: 'actions',
    render: (row) => (
      <Stack direction="row" spacing={1}>
        <ReservationActions reservation={row} />
        <Button
          component={RouterLink}
          to={appRoutes.dashboard.reservationDetail.to(row.id)}
          size="small"
          color="secondary"
        >
          Detail
        </Button>
      </Stack>
    ),
  },
];

const search: SearchBox = { label: 'Cari customer, ID, kategori atau paket' };

export const reservationStatuses: ReservationStatus[] = ['pending', 'success', 'cancelled', 'no-show'];

const statusFilter: StatusSelect = {
  label: 'Status',
  allLabel: 'Semua status',
  options: reservationStatuses.map((status) => ({ value: status, label: reservationStatusLabels[status].label })),
};

export type ReservationsTableProps = Pick<ServerDataTableProps<Reservation>, 'rows' | 'isLoading' | 'error' | 'server'>;

/**
 * Every reservation, newest first, one page at a time as the server answers it (`GET /reservations`), searched
 * by customer, ID, category or package and filtered by status there.
 */
export function ReservationsTable(props: ReservationsTableProps) {
  return (
    <DataTable
      label="Daftar reservasi"
      columns={columns}
      search={search}
      statusFilter={statusFilter}
      minWidth={860}
      {...props}
    />
  );
}
