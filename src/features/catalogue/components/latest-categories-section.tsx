import { CarouselSection } from '@/components/carousel-section';
import { useLatestCategoriesQuery } from '@/lib/api/endpoints/catalogue';
import { CategoryCard } from './category-card';
import { CategoryCardSkeleton } from './category-card-skeleton';

/** 'Kategori Pilihan': the newest categories that have packages. */
export function LatestCategoriesSection() {
  const { data, error } = useLatestCategoriesQuery();
  return (
    <CarouselSection
      id="kategori-pilihan"
      overline="Paket unggulan"
      title="Kategori Pilihan"
      items={data}
      error={error}
      loadingLabel="Memuat kategori"
      placeholderCount={4}
      renderPlaceholder={() => (
        <div style={{ flex: '0 0 300px' }}>
          <CategoryCardSkeleton />
        </div>
      )}
      emptyText="Belum ada data"
      carouselLabel="Daftar kategori pilihan"
      keyOf={(category) => category.id}
      renderItem={(category) => <CategoryCard category={category} />}
    />
  );
}
