import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { TitledPhotoGrid } from '@/components/titled-photo-grid';
import { SectionHeading } from '@/components/section-heading';
import { LatestCategoriesSection } from '@/features/catalogue/components/latest-categories-section';
import { CustomerReviewsSection } from '@/features/reviews/components/customer-reviews-section';
import { gallerySections } from '@/content/gallery-photos';
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
              {gallerySections.slice(0, 2).map((section) => (
                <div key={section.title}>
                  <TitledPhotoGrid {...section} heading={{ level: 'h3', variant: 'h5' }} />
                </div>
              ))}
            </Stack>
          </section>
          <CustomerReviewsSection />
        </Stack>
      </Container>
    </>
  );
}
