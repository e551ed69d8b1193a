import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataState } from '@/components/data-state';
import { PageContainer } from '@/components/layouts/public-layout';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { useOwnReservationsQuery } from '@/lib/api/endpoints/reservations';
import { HistorySections } from '../components/history-sections';

export function HistoryPage() {
  const { data, isLoading, error } = useOwnReservationsQuery();
  return (
    <PageContainer>
      <PageHeader
        title="Riwayat Reservasi"
        subtitle="Yang akan datang di atas, beserta apa yang perlu Anda lakukan; yang sudah selesai atau dibatalkan di bawahnya."
        breadcrumbs={[{ label: 'Beranda', to: paths.home.to() }, { label: 'Riwayat' }]}
        actions={
          <Button component={RouterLink} to={paths.categories.to()} variant="contained">
            Reservasi Baru
          </Button>
        }
      />
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
    </PageContainer>
  );
}
