import { StatusChip } from '@/components/status-chip';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { bookedColumns } from '@/components/data-table/booked-columns';
import { rowNumberColumn } from '@/components/data-table/row-number-column';
import type { Reservation } from '@/lib/api/api-types';
import { reservationStatusLabels } from '@/content/status-labels';
import { formatStudioTime } from '@/lib/format';

/**
 * The columns the schedule and the reservations list share, in the spec's wording. The row number and the
 * category (the package's name mostly says it) make room for the actions on screens under 1536 px; a phone's
 * card is the customer's, with the status beside the name.
 */
export const reservationColumn = {
  number: rowNumberColumn<Reservation>('xl'),
  customer: { key: 'customer', header: 'Customer', render: (row) => row.user.name, minWidth: 120, card: 'title' },
  time: { key: 'time', header: 'Waktu', render: (row) => formatStudioTime(row.timeSlot.time) },
  ...bookedColumns<Reservation>((row) => row),
  status: {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusChip status={reservationStatusLabels[row.status]} />,
    card: 'aside',
  },
} satisfies Record<string, DataTableColumn<Reservation>>;
