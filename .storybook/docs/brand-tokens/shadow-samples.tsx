import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { radii, shadows } from '@/theme/tokens';
import { studioTheme } from '@/theme/theme';
import { codeStyle } from './code-style';
import { TokenGrid } from './token-grid';

const theme = studioTheme();

interface ShadowSample {
  name: string;
  shadow: string;
  usedBy: string;
}

const brandShadows: ShadowSample[] = [
  { name: 'card', shadow: shadows.card, usedBy: 'Kartu (MuiCard)' },
  { name: 'raised', shadow: shadows.raised, usedBy: 'Permukaan yang terangkat (belum dipakai)' },
];

/** The elevations MUI's own components take in the app: menus and selects, the phone's drawer, dialogs. */
const elevationsInUse = [
  { level: 8, usedBy: 'Menu dan daftar pilihan' },
  { level: 16, usedBy: 'Laci navigasi ponsel' },
  { level: 24, usedBy: 'Dialog' },
] as const;

const samples: ShadowSample[] = [
  ...brandShadows,
  ...elevationsInUse.map(({ level, usedBy }) => ({ name: `elevation ${level}`, shadow: theme.shadows[level], usedBy })),
];

/** The layers of a `box-shadow`, split at the commas that are not inside a colour's parentheses. */
function shadowLayers(shadow: string): string[] {
  return shadow.split(/,(?![^(]*\))/).map((layer) => layer.trim());
}

/** Each shadow on a white card, with where it appears and its CSS value. */
export function ShadowSamples() {
  return (
    <TokenGrid minColumnWidth={200}>
      {samples.map(({ name, shadow, usedBy }) => (
        <Box
          component="li"
          key={name}
          sx={{ minWidth: 0, p: 2, bgcolor: 'background.paper', boxShadow: shadow, borderRadius: `${radii.medium}px` }}
        >
          <Typography variant="subtitle2" component="p">
            {name}
          </Typography>
          <Typography variant="body2" component="p" color="textSecondary">
            {usedBy}
          </Typography>
          <Box component="ul" sx={{ mt: 1, mb: 0, p: 0, listStyle: 'none' }}>
            {shadowLayers(shadow).map((layer) => (
              <Typography key={layer} variant="caption" component="li" color="textSecondary" sx={codeStyle}>
                {layer}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </TokenGrid>
  );
}
