/**
 * The brand's two typefaces (./brand-fonts.tsx declares them) and, until they arrive, their metric-matched
 * fallbacks (./fallback-font-faces.ts), then the system's own. The names are Capsize's, written out: the theme
 * needs only these, and a page's start then carries no Capsize (font-stacks.test.ts holds them equal to Capsize's).
 */
export const fontStacks = {
  display: [
    '"Fraunces Variable"',
    '"Fraunces Variable Fallback: Georgia"',
    '"Fraunces Variable Fallback: Times New Roman"',
    '"Fraunces Variable Fallback: Noto Serif"',
    '"Fraunces Variable Fallback: Liberation Serif"',
    'Georgia',
    '"Times New Roman"',
    '"Noto Serif"',
    '"Liberation Serif"',
    'serif',
  ].join(', '),
  body: [
    '"Plus Jakarta Sans Variable"',
    '"Plus Jakarta Sans Variable Fallback: Arial"',
    '"Plus Jakarta Sans Variable Fallback: Helvetica"',
    '"Plus Jakarta Sans Variable Fallback: Roboto"',
    '"Plus Jakarta Sans Variable Fallback: Liberation Sans"',
    'Arial',
    'Helvetica',
    'Roboto',
    '"Liberation Sans"',
    'sans-serif',
  ].join(', '),
} as const;
