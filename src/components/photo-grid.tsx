import Box from '@mui/material/Box';
import type { GalleryPhoto } from '../content/gallery-photos';

/**
 * Photos in a tidy grid: two columns on phones, four on wider screens. A tile away from the screen is not
 * laid out or painted until it comes near (`content-visibility`); its aspect ratio keeps its size meanwhile,
 * so nothing moves, and the first layout of a page of photos costs a screenful, not the whole grid.
 */
export function PhotoGrid({ photos }: { photos: GalleryPhoto[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {photos.map((photo) => (
        <Box
          component="li"
          key={photo.src}
          sx={{ aspectRatio: '9 / 11', overflow: 'hidden', borderRadius: 3, contentVisibility: 'auto' }}
        >
          <Box
            component="img"
            src={photo.src}
            alt={photo.alt}
            loading="lazy"
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transition: 'transform .4s ease',
              '&:hover': { transform: 'scale(1.04)' },
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
