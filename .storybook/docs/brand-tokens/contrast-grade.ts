import { decomposeColor, getContrastRatio } from '@mui/material/styles';

/** A see-through colour as it shows over `background`: WCAG measures what the eye gets. */
function seenOver(colour: string, background: string): string {
  const [red, green, blue, alpha = 1] = decomposeColor(colour).values;
  if (alpha >= 1) return colour;
  const [underRed, underGreen, underBlue] = decomposeColor(background).values;
  const mix = (top: number, under: number) => Math.round(top * alpha + under * (1 - alpha));
  return `rgb(${mix(red, underRed)}, ${mix(green, underGreen)}, ${mix(blue, underBlue)})`;
}

/** How text of one colour reads on another, by the WCAG 2 thresholds. */
export function contrastGrade(text: string, background: string): { ratio: string; grade: string } {
  const ratio = getContrastRatio(seenOver(text, background), background);
  const grade = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA teks besar' : 'di bawah AA';
  return { ratio: `${ratio.toLocaleString('id-ID', { maximumFractionDigits: 1 })}\u00a0:\u00a01`, grade };
}
