import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Carousel } from '../../../components/carousel';
import { SectionHeading } from '../../../components/section-heading';
import { errorMessage } from '../../../lib/api-error';
import { usePublicReviewsQuery } from '../api';
import { ReviewCard } from './review-card';

/** 'Apa Yang Dikatakan Pelanggan Kami': the newest reviews. */
export function CustomerReviewsSection() {
  const { data, isLoading, error } = usePublicReviewsQuery();
  return (
    <section aria-labelledby="ulasan-pelanggan">
      <SectionHeading id="ulasan-pelanggan" overline="Testimoni" title="Apa Yang Dikatakan Pelanggan Kami" />
      {isLoading && (
        <Stack direction="row" spacing={2.5} sx={{ overflow: 'hidden' }} aria-label="Memuat ulasan" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={220} sx={{ flex: '0 0 320px' }} />
          ))}
        </Stack>
      )}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {data && data.length === 0 && <Typography color="text.secondary">Belum ada ulasan</Typography>}
      {data && data.length > 0 && (
        <Carousel label="Ulasan pelanggan" items={data} keyOf={(review) => review.id} renderItem={(review) => <ReviewCard review={review} />} />
      )}
    </section>
  );
}
