import { palette } from '@/theme/tokens';
import { studioTheme } from '@/theme/theme';
import { ColourSwatch, type SwatchColour } from './colour-swatch';
import { TokenGrid } from './token-grid';

const theme = studioTheme();

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const shades = ['main', 'light', 'dark'] as const;

function tokenNote(colour: string): string {
  const token = Object.entries(palette).find(([, value]) => value.toLowerCase() === colour.toLowerCase());
  return token ? `token ${token[0]}` : 'bukan token merek';
}

function swatch(name: string, colour: string, textColour = theme.palette.getContrastText(colour)): SwatchColour {
  return { name, colour, textColour, note: tokenNote(colour) };
}

/** A main shade carries its own `contrastText`; light and dark get the one MUI computes for them. */
const intentSwatches = intents.flatMap((intent) =>
  shades.map((shade) => {
    const colours = theme.palette[intent];
    return swatch(`${intent}.${shade}`, colours[shade], shade === 'main' ? colours.contrastText : undefined);
  }),
);

const surfaceSwatches = [
  swatch('background.default', theme.palette.background.default),
  swatch('background.paper', theme.palette.background.paper),
  swatch('text.primary', theme.palette.text.primary),
  swatch('text.secondary', theme.palette.text.secondary),
  swatch('divider', theme.palette.divider),
];

/** The roles MUI's components paint with, as the app's theme sets them. */
export function ThemeColourSwatches() {
  return (
    <TokenGrid minColumnWidth={112}>
      {[...intentSwatches, ...surfaceSwatches].map((colour) => (
        <ColourSwatch key={colour.name} {...colour} />
      ))}
    </TokenGrid>
  );
}
