import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** 4.5 -> "4,5": a rating as Indonesian writes it. */
const ratingNumber = (rating: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(rating);

export interface RatingStarsProps {
  rating: number;
  size?: 'small' | 'medium';
}

/**
 * A given rating: the stars with the number beside them ("4/5", "4,5/5"). A screen reader hears it once, as
 * the stars' name "Rating 4 dari 5".
 */
export function RatingStars({ rating, size = 'medium' }: RatingStarsProps) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Rating
        value={rating}
        readOnly
        precision={0.5}
        size={size}
        getLabelText={(value) => `Rating ${ratingNumber(value)} dari 5`}
      />
      <Typography component="span" variant={size === 'small' ? 'body2' : 'body1'} sx={{ fontWeight: 700 }} aria-hidden>
        {ratingNumber(rating)}/5
      </Typography>
    </Stack>
  );
}
