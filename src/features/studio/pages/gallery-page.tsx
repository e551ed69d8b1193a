import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/layouts/public-layout';
import { PageHeader } from '@/components/page-header';
import { PhotoGrid } from '@/components/photo-grid';
import { inspirationPhotos, morePhotos, popularPhotos } from '@/content/gallery-photos';
import { paths } from '@/lib/paths';

const sections = [
  { title: 'Foto Populer', photos: popularPhotos },
  { title: 'Inspirasi Foto', photos: inspirationPhotos },
  { title: 'Momen Keluarga & Karya Lainnya', photos: morePhotos },
];

export function GalleryPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Galeri"
        subtitle="Sebagian karya dari sesi foto di Studio Senja: potret, keluarga, pasangan, hingga foto produk."
        breadcrumbs={[{ label: 'Beranda', to: paths.home.to() }, { label: 'Galeri' }]}
      />
      <Stack spacing={6}>
        {sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
              {section.title}
            </Typography>
            <PhotoGrid photos={section.photos} />
          </section>
        ))}
      </Stack>
    </PageContainer>
  );
}
