import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { publicAsset } from '../lib/config';
import { appRoutes } from '../lib/app-routes';

const STUDIO_NAME = 'Studio Senja';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={appRoutes.home.to()}
      aria-label={`${STUDIO_NAME} — Beranda`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: inverted ? '#fff' : 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src={publicAsset('images/logo-mark.svg')} alt="" width={36} height={36} />
      <Typography
        component="span"
        sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.35rem', fontWeight: 600, lineHeight: 1, whiteSpace: 'nowrap' }}
      >
        {STUDIO_NAME}
      </Typography>
    </Box>
  );
}
