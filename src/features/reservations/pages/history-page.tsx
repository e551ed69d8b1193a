import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataState } from '@/components/data-state';
import { PublicPage } from '@/components/layouts/public-page';
import { LoadingIndicator } from '@/components/loading-indicator';
import { appRoutes } from '@/lib/app-routes';
import { useOwnReservationsQuery } from '@/lib/api/endpoints/reservations';
import { HistorySections } from '../components/history-sections';

export function HistoryPage() {
  const { data, isLoading, error } = useOwnReservationsQuery();
  return (
    <PublicPage
      title="Riwayat Reservasi"
      subtitle="Yang akan datang di atas, beserta apa yang perlu Anda lakukan; yang sudah selesai atau dibatalkan di bawahnya."
      crumb="Riwayat"
      actions={
        <Button component={RouterLink} to={appRoutes.categories.to()} variant="contained">
          Reservasi Baru
        </Button>
      }
    >
      <DataState
        data={data}
        isLoading={isLoading}
        error={error}
        isEmpty={(reservations) => reservations.length === 0}
        emptyText="Belum ada reservasi"
        loading={<LoadingIndicator label="Memuat riwayat" />}
      >
        {(reservations) => <HistorySections reservations={reservations} />}
      </DataState>
    </PublicPage>
  );
}
