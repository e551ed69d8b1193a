import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { PageHeader } from '@/components/page-header';
import type { BookedSlot, Reservation } from '@/lib/api/api-types';
import { formatCalendarDate } from '@/lib/format';
import { studioDayOf } from '@/lib/rules/studio-time';
import { useNow } from '@/lib/time/use-now';
import { useReservationsOnDateQuery } from '@/lib/api/endpoints/reservations';
import { CustomerWhatsAppButton } from './customer-whatsapp-button';
import { ReservationActions } from './reservation-actions';
import { reservationColumn } from './reservation-cells';
import { NewBookingButton } from './new-booking-button';
import { ArrivalCell } from './arrival-cell';
import { CheckInByCode } from './check-in-by-code';

const columns: DataTableColumn<Reservation>[] = [
  reservationColumn.number,
  { key: 'id', header: 'ID Reservasi', render: (row) => row.id },
  reservationColumn.customer,
  reservationColumn.time,
  reservationColumn.category,
  reservationColumn.package,
  reservationColumn.status,
  {
    key: 'arrival',
    header: 'Kedatangan',
    render: (row) => <ArrivalCell reservation={row} />,
    minWidth: 140,
  },
  {
    key: 'actions',
    header: 'Aksi',
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CustomerWhatsAppButton reservation={row} isCompact />
        <ReservationActions reservation={row} />
      </Stack>
    ),
    minWidth: 210,
    card: 'actions',
  },
];

const isFullRow = (row: Reservation | BookedSlot): row is Reservation => 'user' in row;

/** Today's bookings at the studio (Asia/Jakarta), in slot order, with cancel and complete; `overview` shows above them. */
export function TodaySchedulePage({ overview }: { overview?: ReactNode }) {
  const today = studioDayOf(useNow());
  const { data, isLoading, error } = useReservationsOnDateQuery(today, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => data?.filter(isFullRow), [data]);
  return (
    <>
      <PageHeader
        title={`Jadwal untuk ${formatCalendarDate(today)}`}
        actions={
          <>
            <CheckInByCode today={rows} />
            <NewBookingButton date={today} />
          </>
        }
      />
      {overview}
      <DataTable label="Jadwal hari ini" rows={rows} columns={columns} isLoading={isLoading} error={error} />
    </>
  );
}
