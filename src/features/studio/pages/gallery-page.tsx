import Stack from '@mui/material/Stack';
import { PublicPage } from '@/components/layouts/public-page';
import { TitledPhotoGrid } from '@/components/titled-photo-grid';
import { gallerySections } from '@/content/gallery-photos';

export function GalleryPage() {
  return (
    <PublicPage
      title="Galeri"
      subtitle="Sebagian karya dari sesi foto di Studio Senja: potret, keluarga, pasangan, hingga foto produk."
      crumb="Galeri"
    >
      <Stack spacing={6}>
        {gallerySections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <TitledPhotoGrid {...section} heading={{ level: 'h2', variant: 'h4' }} />
          </section>
        ))}
      </Stack>
    </PublicPage>
  );
}
