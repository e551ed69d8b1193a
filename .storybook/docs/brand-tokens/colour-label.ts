import { decomposeColor, rgbToHex } from '@mui/material/styles';

/** A theme colour as a designer types it: `#20151B`, or `#000000 87 %` when it is see-through. */
export function colourLabel(colour: string): string {
  const { type, values } = decomposeColor(colour);
  if (!type.startsWith('rgb')) return colour;
  const [red, green, blue, alpha = 1] = values;
  const hex = rgbToHex(`rgb(${red}, ${green}, ${blue})`).toUpperCase();
  return alpha < 1 ? `${hex} ${Math.round(alpha * 100)}\u00a0%` : hex;
}
