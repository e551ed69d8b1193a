import Typography from '@mui/material/Typography';
import { PageContainer } from './layouts/public-layout';
import { PageHeader } from './page-header';

/** A route whose screen is not built yet: its title and a short note. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <Typography color="text.secondary">Halaman ini sedang disiapkan.</Typography>
    </PageContainer>
  );
}
