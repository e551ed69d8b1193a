import Box from '@mui/material/Box';
import { apiImageUrl } from '@/lib/config';

const imageStyle = { width: '100%', height: '100%', objectFit: 'cover', borderRadius: 3, display: 'block' } as const;

/** A category's images laid out by how many there are: one alone, two side by side, three as one large and two small. */
export function CategoryGallery({ images, name }: { images: string[]; name: string }) {
  const shown = images.slice(0, 3);
  const alt = (index: number) => `${name} — foto ${index + 1}`;
  if (shown.length === 3) {
    return (
      <Box
        data-layout="three"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr' },
          gridTemplateRows: { xs: 'auto auto', md: '1fr 1fr' },
          aspectRatio: { md: '16 / 8' },
        }}
      >
        <Box
          sx={{
            gridColumn: { xs: '1 / 3', md: '1' },
            gridRow: { md: '1 / 3' },
            aspectRatio: { xs: '4 / 3', md: 'auto' },
          }}
        >
          <Box component="img" src={apiImageUrl(shown[0])} alt={alt(0)} sx={imageStyle} />
        </Box>
        {shown.slice(1).map((image, index) => (
          <Box key={image} sx={{ aspectRatio: { xs: '4 / 3', md: 'auto' }, minHeight: 0 }}>
            <Box component="img" src={apiImageUrl(image)} alt={alt(index + 1)} sx={imageStyle} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box
      data-layout={shown.length === 2 ? 'two' : 'one'}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${shown.length}, 1fr)` } }}
    >
      {shown.map((image, index) => (
        <Box key={image} sx={{ aspectRatio: shown.length === 1 ? '16 / 7' : '4 / 3' }}>
          <Box component="img" src={apiImageUrl(image)} alt={alt(index)} sx={imageStyle} />
        </Box>
      ))}
    </Box>
  );
}
