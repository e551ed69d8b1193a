import Skeleton from '@mui/material/Skeleton';
import { useInView } from 'react-intersection-observer';
import { CarouselSection } from '@/components/carousel-section';
import { usePublicReviewsQuery } from '@/lib/api/endpoints/reviews';
import { ReviewCard } from './review-card';

/**
 * 'Apa Yang Dikatakan Pelanggan Kami': the newest reviews. Far below the fold, they are asked for once the
 * section comes within a screen of view, so a first visit spends neither the request nor the carousel's
 * rendering on them before it is needed (where the browser cannot tell, they load at once).
 */
export function CustomerReviewsSection() {
  const { ref, inView } = useInView({ rootMargin: '100% 0px', triggerOnce: true, fallbackInView: true });
  const { data, error } = usePublicReviewsQuery(undefined, { skip: !inView });
  return (
    <CarouselSection
      sectionRef={ref}
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
