import CssBaseline from '@mui/material/CssBaseline';
import { BrandFonts } from './brand-fonts';

/** The app's global styles: MUI's baseline with the studio's overrides, and the brand's fonts with their fallbacks. */
export function BaselineAndFonts() {
  return (
    <>
      <CssBaseline />
      <BrandFonts />
    </>
  );
}
