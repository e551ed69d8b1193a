import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Category } from '@/lib/api/api-types';
import { formatRupiah } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { apiImageUrl } from '@/lib/config';

function lowestPrice(category: Category): number | undefined {
  const prices = category.category_packages.map((item) => item.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

export interface CategoryCardProps {
  category: Category;
  /** The name's heading level: under the page's h1 on the categories page, under a section's h2 on the home page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A category: its first image, its name, its cheapest package, and the way to its packages. Memoized: a list asked
 * again answers the same categories (RTK Query keeps them), and its cards are then not drawn again.
 */
export const CategoryCard = memo(function CategoryCard({ category, headingLevel = 'h3' }: CategoryCardProps) {
  const from = lowestPrice(category);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia
        component="img"
        image={apiImageUrl(category.images[0])}
        alt={category.name}
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h5" component={headingLevel}>
          {category.name}
        </Typography>
        {from !== undefined && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Mulai dari {formatRupiah(from)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={appRoutes.categoryDetail.to(category.id)}
          variant="outlined"
          aria-label={`Detail ${category.name}`}
        >
          Detail
        </Button>
      </CardActions>
    </Card>
  );
});
