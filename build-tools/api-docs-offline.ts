/**
 * The API reference opens offline: Redoc's bundle loads one thing from another origin, the Redocly logo in its
 * sidebar's "API docs by" badge (`https://cdn.redoc.ly/redoc/logo-mini-full.svg`, `logo-mini.svg` when the
 * sidebar is collapsed), and has no option to leave it out. `npm run build:api-docs` swaps both addresses for the
 * word "Redocly" drawn in an inline SVG, so the badge still credits Redoc and the page asks no other host.
 */

/** The logo's addresses in Redoc's bundle, each with what takes its place. */
const REMOTE_LOGOS = [
  { url: 'https://cdn.redoc.ly/redoc/logo-mini-full.svg', text: 'Redocly', width: 46 },
  { url: 'https://cdn.redoc.ly/redoc/logo-mini.svg', text: 'R', width: 9 },
];

/** Redoc's CDN: whatever of it is left after the swap is a new request the swap does not know. */
const REDOC_CDN = 'https://cdn.redoc.ly/';

/** The word as an SVG data address, 12 units high; a mid blue that reads on the light and the dark badge. */
function inlineLogo(text: string, width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 12">` +
    `<text x="0" y="10" font-family="sans-serif" font-size="11" font-weight="700" fill="#5a8dee">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The built reference with the remote logo swapped; throws when Redoc's CDN is still named after the swap. */
export function offlineApiDocs(html: string): string {
  const swapped = REMOTE_LOGOS.reduce(
    (page, { url, text, width }) => page.replaceAll(url, inlineLogo(text, width)),
    html,
  );
  const left = swapped.indexOf(REDOC_CDN);
  if (left !== -1) {
    const address = /^[^\s`'"]*/.exec(swapped.slice(left))?.[0] ?? REDOC_CDN;
    throw new Error(`The API reference still loads ${address}: add it to build-tools/api-docs-offline.ts.`);
  }
  return swapped;
}
