import Skeleton from '@mui/material/Skeleton';
import { CarouselSection } from '@/components/carousel-section';
import { usePublicReviewsQuery } from '../api';
import { ReviewCard } from './review-card';

/** 'Apa Yang Dikatakan Pelanggan Kami': the newest reviews. */
export function CustomerReviewsSection() {
  const { data, error } = usePublicReviewsQuery();
  return (
    <CarouselSection
      id="ulasan-pelanggan"
      overline="Testimoni"
      title="Apa Yang Dikatakan Pelanggan Kami"
      items={data}
      error={error}
      loadingLabel="Memuat ulasan"
      placeholderCount={3}
      renderPlaceholder={() => <Skeleton variant="rounded" height={220} sx={{ flex: '0 0 320px' }} />}
      emptyText="Belum ada ulasan"
      carouselLabel="Ulasan pelanggan"
      keyOf={(review) => review.id}
      renderItem={(review) => <ReviewCard review={review} />}
    />
  );
}
