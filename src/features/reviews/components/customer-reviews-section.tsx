import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { Carousel } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import { errorMessage } from '@/lib/api/api-error';
import { usePublicReviewsQuery } from '../api';
import { ReviewCard } from './review-card';

/** 'Apa Yang Dikatakan Pelanggan Kami': the newest reviews. */
export function CustomerReviewsSection() {
  const { data, error } = usePublicReviewsQuery();
  // The carousel renders as a deferred update, in slices the browser can interrupt rather than one long task;
  // the skeleton stays until it is ready.
  const reviews = useDeferredValue(data);
  return (
    <section aria-labelledby="ulasan-pelanggan">
      <SectionHeading id="ulasan-pelanggan" overline="Testimoni" title="Apa Yang Dikatakan Pelanggan Kami" />
      {!reviews && !error && (
        <Stack
          direction="row"
          spacing={2.5}
          sx={{ overflow: 'hidden' }}
          role="status"
          aria-label="Memuat ulasan"
          aria-busy="true"
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={220} sx={{ flex: '0 0 320px' }} />
          ))}
        </Stack>
      )}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {reviews && reviews.length === 0 && <Typography color="textSecondary">Belum ada ulasan</Typography>}
      {reviews && reviews.length > 0 && (
        <Carousel
          label="Ulasan pelanggan"
          items={reviews}
          keyOf={(review) => review.id}
          renderItem={(review) => <ReviewCard review={review} />}
        />
      )}
    </section>
  );
}
