import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Category } from '../../../lib/api-types';
import { formatRupiah } from '../../../lib/format';
import { paths } from '../../../lib/paths';

function lowestPrice(category: Category): number | undefined {
  const prices = category.category_packages.map((item) => item.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/** A category: its first image, its name, its cheapest package, and the way to its packages. */
export function CategoryCard({ category }: { category: Category }) {
  const from = lowestPrice(category);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia component="img" image={category.images[0]} alt={category.name} sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h5" component="h3">
          {category.name}
        </Typography>
        {from !== undefined && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Mulai dari {formatRupiah(from)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={paths.categoryDetail.to(category.id)} variant="outlined" aria-label={`Detail ${category.name}`}>
          Detail
        </Button>
      </CardActions>
    </Card>
  );
}
