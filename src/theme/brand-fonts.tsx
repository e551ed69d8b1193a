import '@fontsource-variable/fraunces';
import '@fontsource-variable/plus-jakarta-sans';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import helvetica from '@capsizecss/metrics/helvetica';
import notoSerif from '@capsizecss/metrics/notoSerif';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import plusJakartaSansLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import GlobalStyles from '@mui/material/GlobalStyles';
import { preload } from 'react-dom';

/**
 * The brand's two typefaces (from npm, `font-display: swap`) and, until they arrive, the phone's or the
 * computer's own serif and sans-serif resized by Capsize to the same metrics, so text keeps its place when
 * the web fonts swap in. The fallbacks cover iOS and macOS (Georgia, Times New Roman, Helvetica), Windows
 * (Georgia, Arial) and Android (Noto Serif, Roboto).
 */
const display = createFontStack([{ ...fraunces, familyName: 'Fraunces Variable' }, georgia, timesNewRoman, notoSerif], {
  fontFaceFormat: 'styleString',
});
const body = createFontStack(
  [{ ...plusJakartaSans, familyName: 'Plus Jakarta Sans Variable' }, arial, helvetica, roboto],
  {
    fontFaceFormat: 'styleString',
  },
);

export const fontStacks = {
  display: `${display.fontFamily}, serif`,
  body: `${body.fontFamily}, sans-serif`,
} as const;

const fallbackFontFaces = `${display.fontFaces}\n${body.fontFaces}`;

/**
 * Declares the metric-matched fallbacks and asks for the Latin files of both fonts at once (every page
 * shows both above the fold), rather than when the stylesheet has been parsed and the text laid out.
 */
export function BrandFonts() {
  for (const href of [frauncesLatin, plusJakartaSansLatin])
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return <GlobalStyles styles={fallbackFontFaces} />;
}
