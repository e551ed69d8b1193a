import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import helvetica from '@capsizecss/metrics/helvetica';
import notoSerif from '@capsizecss/metrics/notoSerif';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/**
 * Until the brand's typefaces arrive, the phone's or the computer's own serif and sans-serif resized by Capsize to
 * their metrics, so text keeps its place when the web fonts swap in. The fallbacks cover iOS and macOS (Georgia,
 * Times New Roman, Helvetica), Windows (Georgia, Arial), Android (Noto Serif, Roboto) and Linux (Liberation Serif and
 * Sans, which Chromium's packages install: `local('Arial')` finds no font there, and the unadjusted Liberation Sans
 * that the name `Arial` then falls to broke a line that Plus Jakarta Sans keeps).
 */

/** Liberation's fonts are drawn to the metrics of Times New Roman and Arial: the same widths under their own names. */
const liberationSerif = {
  ...timesNewRoman,
  familyName: 'Liberation Serif',
  fullName: 'Liberation Serif',
  postscriptName: 'LiberationSerif',
};
const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

const display = createFontStack(
  [{ ...fraunces, familyName: 'Fraunces Variable' }, georgia, timesNewRoman, notoSerif, liberationSerif],
  {
    fontFaceFormat: 'styleString',
  },
);
const body = createFontStack(
  [{ ...plusJakartaSans, familyName: 'Plus Jakarta Sans Variable' }, arial, helvetica, roboto, liberationSans],
  {
    fontFaceFormat: 'styleString',
  },
);

/** The font stacks as Capsize names them: ./font-stacks.ts writes them out, and its test holds the two equal. */
export const capsizeFontStacks = {
  display: `${display.fontFamily}, serif`,
  body: `${body.fontFamily}, sans-serif`,
};

/** The metric-matched fallbacks' `@font-face` rules. */
export const fallbackFontFaces = `${display.fontFaces}\n${body.fontFaces}`;
