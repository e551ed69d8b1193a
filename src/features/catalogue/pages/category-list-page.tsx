import Grid from '@mui/material/Grid';
import { useDeferredValue } from 'react';
import { DataState } from '@/components/data-state';
import { PublicPage } from '@/components/layouts/public-page';
import { useCategoriesQuery } from '@/lib/api/endpoints/catalogue';
import { CategoryCard } from '../components/category-card';
import { CategoryCardSkeleton } from '../components/category-card-skeleton';

/** Cards in the grid: a phone's column, two side by side on a tablet, three on a wide screen. */
const cardSize = { xs: 12, md: 6, xl: 4 } as const;

/**
 * Placeholder cards of the final size, enough to fill a screen at every width: the page (prerendered with
 * them) keeps its height when the categories arrive, so the footer never jumps into view and out again.
 */
function CategoryGridSkeleton() {
  return (
    <Grid container spacing={3} role="status" aria-label="Memuat kategori" aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Grid key={index} size={cardSize}>
          <CategoryCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}

export function CategoryListPage() {
  const { data, error } = useCategoriesQuery();
  // The cards render as a deferred update, in slices the browser can interrupt rather than one long task;
  // the placeholders stay until they are ready.
  const shown = useDeferredValue(data);
  const offered = shown?.filter((category) => category.category_packages.length > 0);
  return (
    <PublicPage
      title="Kategori"
      subtitle="Pilih jenis sesi foto yang Anda butuhkan, lalu lihat paket yang tersedia."
      crumb="Kategori"
    >
      <DataState
        data={offered}
        isLoading={!shown && !error}
        error={error}
        isEmpty={(categories) => categories.length === 0}
        loading={<CategoryGridSkeleton />}
      >
        {(categories) => (
          <Grid container spacing={3}>
            {categories.map((category) => (
              <Grid key={category.id} size={cardSize}>
                <CategoryCard category={category} headingLevel="h2" />
              </Grid>
            ))}
          </Grid>
        )}
      </DataState>
    </PublicPage>
  );
}
