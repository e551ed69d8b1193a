import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PhotoGrid } from '@/components/photo-grid';
import { SectionHeading } from '@/components/section-heading';
import { LatestCategoriesSection } from '@/features/catalogue/components/latest-categories-section';
import { CustomerReviewsSection } from '@/features/reviews/components/customer-reviews-section';
import { inspirationPhotos, popularPhotos } from '@/content/gallery-photos';
import { HomeHero } from './home-hero';

/** The home page brings the catalogue and the reviews together, so it lives with the app. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 }, overflow: 'hidden' }}>
        <Stack spacing={{ xs: 8, md: 12 }}>
          <LatestCategoriesSection />
          <section aria-labelledby="galeri-kami">
            <SectionHeading id="galeri-kami" overline="Portofolio" title="Galeri Kami" />
            <Stack spacing={4}>
              <div>
                <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
                  Foto Populer
                </Typography>
                <PhotoGrid photos={popularPhotos} />
              </div>
              <div>
                <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
                  Inspirasi Foto
                </Typography>
                <PhotoGrid photos={inspirationPhotos} />
              </div>
            </Stack>
          </section>
          <CustomerReviewsSection />
        </Stack>
      </Container>
    </>
  );
}
