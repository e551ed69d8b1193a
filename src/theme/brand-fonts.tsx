import frauncesFaces from '@fontsource-variable/fraunces/index.css?inline';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import plusJakartaSansFaces from '@fontsource-variable/plus-jakarta-sans/index.css?inline';
import plusJakartaSansLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect } from 'react';
import { preload } from 'react-dom';
import { fallbackFontFaces } from './fallback-font-faces';

/**
 * The fonts' `@font-face` rules as Fontsource writes them, then their fallbacks (./fallback-font-faces.ts). A
 * prerendered page brings them in its head with its other global styles, so the fonts apply from its first layout;
 * the app renders them only where a page arrived without (in development, in Storybook), and there the browser
 * loads Fontsource's stylesheet. Its scripts had added that stylesheet on every page while it started: a restyle and
 * a relayout of the whole page.
 */
const fontFaces = import.meta.env.SSR
  ? [frauncesFaces, plusJakartaSansFaces, fallbackFontFaces].join('\n')
  : fallbackFontFaces;

const loadFontsourceStylesheets = () =>
  Promise.all([import('@fontsource-variable/fraunces'), import('@fontsource-variable/plus-jakarta-sans')]);

/**
 * Declares both fonts and their metric-matched fallbacks, and asks for the Latin files of both at once (every
 * page shows both above the fold), rather than when the styles have been parsed and the text laid out.
 */
export function BrandFonts() {
  for (const href of [frauncesLatin, plusJakartaSansLatin])
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  useEffect(() => void loadFontsourceStylesheets(), []);
  return <GlobalStyles styles={fontFaces} />;
}
