import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Carousel } from '@/components/carousel';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api/api-error';
import { useCurrentUser } from '@/lib/sign-in/use-current-user';
import { useCategoryQuery } from '@/lib/api/endpoints/catalogue';
import { CategoryGallery } from '../components/category-gallery';
import { PackageCard, type PackageAction } from '../components/package-card';
import { detailError } from '@/components/detail-error';
import { trailThroughCategories } from '@/components/page-trails';

function usePackageAction(): PackageAction {
  const { user, isLoading, isRestoring } = useCurrentUser();
  if (user) return user.role === 'user' ? 'reserve' : 'none';
  return isLoading || isRestoring ? 'unknown' : 'signInToReserve';
}

export function CategoryDetailPage() {
  const id = Number(useParams().id);
  const { data: category, isLoading, error } = useCategoryQuery(id);
  const packageAction = usePackageAction();

  if (isLoading) {
    return (
      <PageContainer>
        {/* As tall as the screen, as the shell before it was: the footer stays below the fold until the category is in. */}
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Memuat kategori" sx={{ minHeight: '100vh' }}>
          <Skeleton width={220} />
          <Skeleton width="50%" height={56} />
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 7', height: 'auto' }} />
        </Stack>
      </PageContainer>
    );
  }
  if (error || !category) {
    return (
      <PageContainer>
        <PageHeader title="Kategori" breadcrumbs={trailThroughCategories('Kategori')} />
        <Alert severity="error">{detailError(errorMessage(error))}</Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={category.name} breadcrumbs={trailThroughCategories(category.name)} />
      <CategoryGallery images={category.images} name={category.name} />
      <Typography variant="h3" component="h2" sx={{ mt: { xs: 5, md: 8 }, mb: 3 }}>
        Pilihan Paket Yang Tersedia
      </Typography>
      {category.category_packages.length === 0 ? (
        <Typography color="textSecondary">Belum ada data</Typography>
      ) : (
        <Carousel
          label="Pilihan Paket Yang Tersedia"
          items={category.category_packages}
          keyOf={(item) => item.id}
          renderItem={(item) => <PackageCard item={item} action={packageAction} />}
          slideWidth={{ xs: 280, md: 340 }}
        />
      )}
    </PageContainer>
  );
}
