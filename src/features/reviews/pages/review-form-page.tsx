import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { FormRefusalAlert } from '@/components/form-refusal-alert';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { useServerForm } from '@/components/use-server-form';
import { appRoutes } from '@/lib/app-routes';
import { reviewSchema } from '@/lib/forms/schemas';
import { useCreateReviewMutation } from '@/lib/api/endpoints/reviews';
import { trailThroughHistory } from '@/components/page-trails';

interface ReviewValues {
  reservationId: number;
  rating: number | '';
  review: string;
}

const crumbs = trailThroughHistory('Beri Ulasan');

export function ReviewFormPage() {
  const reservationId = Number(useParams().reservationId);
  const [createReview] = useCreateReviewMutation();
  const initialValues: ReviewValues = { reservationId, rating: '', review: '' };

  const {
    form,
    serverError,
    shownErrors: errors,
  } = useServerForm({
    initialValues,
    schema: reviewSchema,
    send: (input) => createReview(input).unwrap(),
    navigateTo: () => appRoutes.reviewDetail.to(reservationId),
  });

  return (
    <PageContainer>
      <PageHeader title="Beri Ulasan" subtitle={`Reservasi #${reservationId}`} breadcrumbs={crumbs} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack component="form" noValidate spacing={3} onSubmit={form.handleSubmit} aria-label="Formulir ulasan">
            <FormRefusalAlert refusal={serverError} />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
                Bagaimana pengalaman Anda?
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Rating
                  name="rating"
                  value={form.values.rating === '' ? null : form.values.rating}
                  onChange={(_event, value) => void form.setFieldValue('rating', value ?? '')}
                  size="large"
                />
                <Typography sx={{ fontWeight: 700 }} aria-live="polite">
                  {form.values.rating === '' ? 0 : form.values.rating}/5
                </Typography>
              </Stack>
              {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
            </Box>
            <TextField
              label="Ulasan"
              name="review"
              multiline
              minRows={5}
              value={form.values.review}
              onChange={form.handleChange}
              error={Boolean(errors.review)}
              helperText={errors.review ?? `${form.values.review.length}/1000`}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={form.isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              Kirim
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
