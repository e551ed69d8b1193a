import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '@/lib/api/api-error';
import { formatRupiah, formatSessionMoment } from '@/lib/format';
import { linePrice } from '@/lib/rules/money';
import { useReviewOfReservationQuery } from '@/lib/api/endpoints/reviews';
import { RatingStars } from '../components/rating-stars';
import { apiImageUrl } from '@/lib/config';
import { trailThroughHistory } from '@/components/page-trails';

const crumbs = trailThroughHistory('Detail Ulasan');

export function ReviewDetailPage() {
  const reservationId = Number(useParams().reservationId);
  const { data: review, isLoading, error } = useReviewOfReservationQuery(reservationId);

  return (
    <PageContainer>
      <PageHeader title="Detail Ulasan" subtitle={`Reservasi #${reservationId}`} breadcrumbs={crumbs} />
      {isLoading && <Skeleton variant="rounded" height={360} role="status" aria-label="Memuat ulasan" />}
      {/* The spec's own fallback here, in English, also when the answer holds no review. */}
      {!isLoading && (error || !review) && (
        <Alert severity="error">{errorMessage(error, FALLBACK_ERROR_MESSAGE)}</Alert>
      )}
      {review && (
        <Card>
          <Grid container>
            <Grid size={{ xs: 12, md: 5 }}>
              <Box
                component="img"
                src={apiImageUrl(review.reservation.category.images[0])}
                alt={review.reservation.category.name}
                sx={{ width: '100%', height: '100%', minHeight: 220, objectFit: 'cover' }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Stack spacing={2}>
                  <Typography color="textSecondary">
                    {formatSessionMoment(review.reservation.date, review.reservation.timeSlot.time)}
                  </Typography>
                  <Typography variant="h5" component="h2">
                    {review.user.name}
                  </Typography>
                  <Stack spacing={0.5}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                      <Typography>
                        {review.reservation.category.name} · {review.reservation.categoryPackage.name}
                      </Typography>
                      <Typography>{formatRupiah(review.reservation.categoryPackage.price)}</Typography>
                    </Stack>
                    {review.reservation.reservation_detail.map((detail) => (
                      <Stack key={detail.id} direction="row" sx={{ justifyContent: 'space-between' }}>
                        <Typography color="textSecondary">
                          {detail.categoryAddon.name} × {detail.quantity}
                        </Typography>
                        <Typography color="textSecondary">
                          {formatRupiah(linePrice(detail.categoryAddon.price, detail.quantity))}
                        </Typography>
                      </Stack>
                    ))}
                    <Divider sx={{ my: 1 }} />
                    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                      <Typography sx={{ fontWeight: 700 }}>Total</Typography>
                      <Typography sx={{ fontWeight: 700 }}>{formatRupiah(review.reservation.total)}</Typography>
                    </Stack>
                  </Stack>
                  <RatingStars rating={review.rating} />
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{review.review}</Typography>
                </Stack>
              </CardContent>
            </Grid>
          </Grid>
        </Card>
      )}
    </PageContainer>
  );
}
