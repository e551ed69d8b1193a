import Grid from '@mui/material/Grid';
import { DataState } from '../../../components/data-state';
import { PageContainer } from '../../../components/layouts/public-layout';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { useCategoriesQuery } from '../api';
import { CategoryCard } from '../components/category-card';

export function CategoryListPage() {
  const { data, isLoading, error } = useCategoriesQuery();
  const offered = data?.filter((category) => category.category_packages.length > 0);
  return (
    <PageContainer>
      <PageHeader
        title="Kategori"
        subtitle="Pilih jenis sesi foto yang Anda butuhkan, lalu lihat paket yang tersedia."
        breadcrumbs={[{ label: 'Beranda', to: paths.home.to() }, { label: 'Kategori' }]}
      />
      <DataState
        data={offered}
        isLoading={isLoading}
        error={error}
        isEmpty={(categories) => categories.length === 0}
        loading={<LoadingIndicator label="Memuat kategori" />}
      >
        {(categories) => (
          <Grid container spacing={3}>
            {categories.map((category) => (
              <Grid key={category.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <CategoryCard category={category} />
              </Grid>
            ))}
          </Grid>
        )}
      </DataState>
    </PageContainer>
  );
}
