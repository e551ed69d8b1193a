import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { radii } from '@/theme/tokens';
import { studioTheme } from '@/theme/theme';
import { TokenGrid } from './token-grid';

const theme = studioTheme();

/** The brand's corner radii, marking the one the theme's `shape.borderRadius` is. */
export function RadiusSamples() {
  return (
    <TokenGrid minColumnWidth={112}>
      {Object.entries(radii).map(([name, radius]) => (
        <Box component="li" key={name}>
          <Box
            sx={{
              height: 88,
              bgcolor: 'background.paper',
              border: 2,
              borderColor: 'primary.main',
              borderRadius: `${radius}px`,
            }}
          />
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            {name}
          </Typography>
          <Typography variant="body2" component="p" color="textSecondary">
            {radius}px{radius === theme.shape.borderRadius ? ' · shape.borderRadius' : ''}
          </Typography>
        </Box>
      ))}
    </TokenGrid>
  );
}
