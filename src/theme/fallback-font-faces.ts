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
 * Times New Roman, Helvetica), Windows (Georgia, Arial) and Android (Noto Serif, Roboto).
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

/** The font stacks as Capsize names them: ./font-stacks.ts writes them out, and its test holds the two equal. */
export const capsizeFontStacks = {
  display: `${display.fontFamily}, serif`,
  body: `${body.fontFamily}, sans-serif`,
};

/** The metric-matched fallbacks' `@font-face` rules. */
export const fallbackFontFaces = `${display.fontFaces}\n${body.fontFaces}`;
