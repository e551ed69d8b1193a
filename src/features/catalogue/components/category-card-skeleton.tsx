import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function CategoryCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent>
        <Skeleton width="60%" height={32} />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" width={90} height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
