import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { useReservationsQuery } from '@/lib/api/endpoints/reservations';
import { ReservationsTable, reservationStatuses } from './reservations-table';

export function ReservationsPage() {
  const paging = useServerPaging();
  const { status, ...request } = paging.request;
  const reservations = useReservationsQuery(
    { ...request, status: reservationStatuses.find((known) => known === status) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      <PageHeader title="Reservasi" />
      <ReservationsTable {...paging.tableOf(reservations)} />
    </>
  );
}
