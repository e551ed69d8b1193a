const remValue = /^([\d.]+)rem$/;
const remClamp = /^clamp\(([\d.]+)rem,.*,\s*([\d.]+)rem\)$/;

/** A theme font size as a designer reads it: `1.5rem (24px)`, or the range a `clamp()` moves in. */
export function fontSizeLabel(fontSize: string | number | undefined, htmlFontSize: number): string {
  if (typeof fontSize === 'number') return `${fontSize}px`;
  if (!fontSize) return 'mewarisi';
  const toPx = (rem: string | undefined) => Math.round(Number(rem) * htmlFontSize * 100) / 100;
  const single = remValue.exec(fontSize);
  if (single) return `${fontSize} (${toPx(single[1])}px)`;
  const range = remClamp.exec(fontSize);
  if (range) return `${toPx(range[1])}–${toPx(range[2])}px menurut lebar layar`;
  return fontSize;
}
