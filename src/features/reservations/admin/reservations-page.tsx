import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { useReservationsQuery } from '@/lib/api/endpoints/reservations';
import { ReservationsTable, reservationStatuses } from './reservations-table';
import { SessionDaysFilter, useSessionDays } from './session-days-filter';

/** Every booking, or with `?from&to` (the report's link) those whose session is on those days. */
export function ReservationsPage() {
  const paging = useServerPaging();
  const days = useSessionDays();
  const { status, ...request } = paging.request;
  const reservations = useReservationsQuery(
    { ...request, ...days, status: reservationStatuses.find((known) => known === status) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      <PageHeader title="Reservasi" />
      {days && <SessionDaysFilter days={days} />}
      <ReservationsTable {...paging.tableOf(reservations)} />
    </>
  );
}
