import { StatusChip } from '../../../components/status-chip';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import type { Reservation } from '../../../lib/api-types';
import { reservationStatusLabels } from '../../../lib/status-labels';

/** The columns the schedule and the reservations list share, in the spec's wording. */
export const reservationColumn = {
  number: { key: 'no', header: 'No', render: (_row, index) => index + 1 },
  customer: { key: 'customer', header: 'Customer', render: (row) => row.user.name, minWidth: 140 },
  time: { key: 'time', header: 'Waktu', render: (row) => row.timeSlot.time },
  category: { key: 'category', header: 'Kategori', render: (row) => row.category.name, minWidth: 120 },
  package: { key: 'package', header: 'Paket', render: (row) => row.categoryPackage.name, minWidth: 120 },
  status: {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusChip status={reservationStatusLabels[row.status]} />,
  },
} satisfies Record<string, DataTableColumn<Reservation>>;
