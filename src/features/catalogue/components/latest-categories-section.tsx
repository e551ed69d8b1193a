import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { Carousel } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import { errorMessage } from '@/lib/api/api-error';
import { useLatestCategoriesQuery } from '../api';
import { CategoryCard } from './category-card';
import { CategoryCardSkeleton } from './category-card-skeleton';

/** 'Kategori Pilihan': the newest categories that have packages. */
export function LatestCategoriesSection() {
  const { data, error } = useLatestCategoriesQuery();
  // The carousel renders as a deferred update, in slices the browser can interrupt rather than one long task;
  // the skeleton stays until it is ready.
  const categories = useDeferredValue(data);
  return (
    <section aria-labelledby="kategori-pilihan">
      <SectionHeading id="kategori-pilihan" overline="Paket unggulan" title="Kategori Pilihan" />
      {!categories && !error && (
        <Stack
          direction="row"
          spacing={2.5}
          sx={{ overflow: 'hidden' }}
          role="status"
          aria-label="Memuat kategori"
          aria-busy="true"
        >
          {[0, 1, 2, 3].map((index) => (
            <div key={index} style={{ flex: '0 0 300px' }}>
              <CategoryCardSkeleton />
            </div>
          ))}
        </Stack>
      )}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {categories && categories.length === 0 && <Typography color="textSecondary">Belum ada data</Typography>}
      {categories && categories.length > 0 && (
        <Carousel
          label="Daftar kategori pilihan"
          items={categories}
          keyOf={(category) => category.id}
          renderItem={(category) => <CategoryCard category={category} />}
        />
      )}
    </section>
  );
}
