import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { appRoutes } from '../lib/app-routes';

export interface MessagePageProps {
  title: string;
  description?: ReactNode;
  actionLabel?: string;
  actionTo?: string;
}

/** A page that only says something: not found, a crash, a page still being prepared. */
export function MessagePage({
  title,
  description,
  actionLabel = 'Kembali ke Beranda',
  actionTo = appRoutes.home.to(),
}: MessagePageProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 10, md: 16 }, px: 2 }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {description && (
        <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
          {description}
        </Typography>
      )}
      <Button component={RouterLink} to={actionTo} variant="contained" size="large">
        {actionLabel}
      </Button>
    </Stack>
  );
}
