import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { publicAsset } from '@/lib/config';
import { palette } from '@/theme/tokens';
import { BrandLogo } from '../brand-logo';
import { DemoDock } from './demo-dock';

export interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Sign-in and sign-up: the form beside the studio's picture (the picture is hidden on phones). */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'block' },
          backgroundImage: `linear-gradient(180deg, rgba(46,31,39,0) 40%, rgba(46,31,39,0.55)), url(${publicAsset('images/hero.svg')})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Stack
        sx={{
          justifyContent: 'center',
          alignItems: 'center',
          px: { xs: 2, sm: 4 },
          pt: { xs: 4, md: 6 },
          pb: { xs: 4, md: 6 },
          bgcolor: palette.cream,
        }}
      >
        <DemoDock place="status" sx={{ width: '100%', maxWidth: 460, mb: 2, borderRadius: 1, overflow: 'hidden' }} />
        <Paper
          sx={{
            width: '100%',
            maxWidth: 460,
            p: { xs: 3, sm: 5 },
            boxShadow: 'none',
            border: `1px solid ${palette.line}`,
          }}
        >
          <Stack spacing={3}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <BrandLogo />
              <DemoDock place="control" sx={{ display: 'flex' }} />
            </Stack>
            <div>
              <Typography variant="h3" component="h1">
                {title}
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
