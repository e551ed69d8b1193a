import { palette } from '@/theme/tokens';
import { studioTheme } from '@/theme/theme';
import { ColourSwatch } from './colour-swatch';
import { TokenGrid } from './token-grid';

const theme = studioTheme();

/** Every named colour of the brand (`tokens.ts`), with the text colour MUI picks for it. */
export function BrandColourSwatches() {
  return (
    <TokenGrid minColumnWidth={112}>
      {Object.entries(palette).map(([name, colour]) => (
        <ColourSwatch key={name} name={name} colour={colour} textColour={theme.palette.getContrastText(colour)} />
      ))}
    </TokenGrid>
  );
}
