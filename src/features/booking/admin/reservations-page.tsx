import { PageHeader } from '@/components/page-header';
import { useReservationsQuery } from '@/lib/api/endpoints/reservations';
import { ReservationsTable } from './reservations-table';

export function ReservationsPage() {
  const { data, isLoading, error } = useReservationsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="Reservasi" />
      <ReservationsTable reservations={data} isLoading={isLoading} error={error} />
    </>
  );
}
