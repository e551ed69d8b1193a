import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableSearch, DataTableStatusFilter } from '@/components/data-table/data-table-types';
import type { Reservation, ReservationStatus } from '@/lib/api/api-types';
import { formatShortCalendarDate } from '@/lib/format';
import { paths } from '@/lib/paths';
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
        <Button component={RouterLink} to={paths.dashboard.reservationDetail.to(row.id)} size="small" color="secondary">
          Detail
        </Button>
      </Stack>
    ),
  },
];

const search: DataTableSearch<Reservation> = {
  label: 'Cari customer, ID, kategori atau paket',
  textOf: (row) => [row.id, row.user.name, row.category.name, row.categoryPackage.name],
};

const statuses: ReservationStatus[] = ['pending', 'success', 'cancelled'];

const statusFilter: DataTableStatusFilter<Reservation> = {
  label: 'Status',
  allLabel: 'Semua status',
  options: statuses.map((status) => ({ value: status, label: reservationStatusLabels[status].label })),
  statusOf: (row) => row.status,
};

export interface ReservationsTableProps {
  reservations: Reservation[] | undefined;
  isLoading?: boolean;
  error?: unknown;
}

/** Every reservation, newest first, searchable and filterable by status. */
export function ReservationsTable({ reservations, isLoading, error }: ReservationsTableProps) {
  return (
    <DataTable
      label="Daftar reservasi"
      rows={reservations}
      columns={columns}
      isLoading={isLoading}
      error={error}
      search={search}
      statusFilter={statusFilter}
      minWidth={860}
    />
  );
}
