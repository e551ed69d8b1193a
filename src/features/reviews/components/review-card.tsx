import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PublicReview } from '@/lib/api/api-types';
import { RatingStars } from './rating-stars';

/** A customer's words, an article named after its writer: name, stars with the number, and the review clamped to three lines. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const nameId = useId();
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <FormatQuoteIcon sx={{ color: 'primary.light', fontSize: 36 }} aria-hidden />
        <Typography
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '4.5em',
            mt: 1,
          }}
        >
          {review.review}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', width: 40, height: 40 }} aria-hidden>
            {review.user.name.charAt(0)}
          </Avatar>
          <div>
            <Typography id={nameId} sx={{ fontWeight: 700 }}>
              {review.user.name}
            </Typography>
            <RatingStars rating={review.rating} size="small" />
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
