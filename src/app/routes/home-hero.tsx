import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { preload } from 'react-dom';
import { Link as RouterLink } from 'react-router';
import { publicAsset } from '@/lib/config';
import { appRoutes } from '@/lib/app-routes';
import { palette } from '@/theme/tokens';

const heroImage = publicAsset('images/hero.svg');

export function HomeHero() {
  // The largest paint of the home page, though only a background: asked for from the HTML, ahead of scripts.
  preload(heroImage, { as: 'image', fetchPriority: 'high' });
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        color: '#fff',
        backgroundColor: palette.plum,
        backgroundImage: {
          xs: `linear-gradient(180deg, rgba(46,31,39,0.78) 0%, rgba(46,31,39,0.9) 100%), url(${heroImage})`,
          md: `linear-gradient(90deg, rgba(46,31,39,0.92) 0%, rgba(46,31,39,0.55) 55%, rgba(46,31,39,0.1) 100%), url(${heroImage})`,
        },
        backgroundSize: 'cover',
        backgroundPosition: 'center right',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 10, md: 16 } }}>
        <Stack spacing={3} sx={{ maxWidth: 620 }}>
          <Typography variant="overline" sx={{ color: palette.golden }}>
            Studio foto di Yogyakarta
          </Typography>
          <Typography id="hero-title" variant="h1">
            Temukan studio foto untuk setiap momen Anda
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.85)' }}>
            Pesan paket foto keluarga, wisuda, prewedding hingga foto produk dengan berbagai fasilitas: backdrop
            pilihan, properti lengkap, dan fotografer berpengalaman. Pilih tanggal dan jam, bayar dengan QR, selesai.
          </Typography>
          <Box>
            <Button
              component={RouterLink}
              to={appRoutes.categories.to()}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              Lihat selengkapnya
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
