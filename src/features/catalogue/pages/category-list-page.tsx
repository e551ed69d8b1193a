import Grid from '@mui/material/Grid';
import { memo, useDeferredValue, useMemo } from 'react';
import { DataState } from '@/components/data-state';
import { PublicPage } from '@/components/layouts/public-page';
import { useCategoriesQuery } from '@/lib/api/endpoints/catalogue';
import type { Category } from '@/lib/api/api-types';
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

/**
 * The categories' cards. Memoized with the list: the page is drawn again as its list is asked again (right after
 * hydrating, then as the answer arrives), and a grid's breakpoints cost MUI a style computation per card each time.
 */
const CategoryGrid = memo(function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <Grid container spacing={3}>
      {categories.map((category) => (
        <Grid key={category.id} size={cardSize}>
          <CategoryCard category={category} headingLevel="h2" />
        </Grid>
      ))}
    </Grid>
  );
});

export function CategoryListPage() {
  const { data, error } = useCategoriesQuery();
  // The cards render as a deferred update, in slices the browser can interrupt rather than one long task;
  // the placeholders stay until they are ready.
  const shown = useDeferredValue(data);
  const offered = useMemo(() => shown?.filter((category) => category.category_packages.length > 0), [shown]);
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
        {(categories) => <CategoryGrid categories={categories} />}
      </DataState>
    </PublicPage>
  );
}
