/**
 * The service worker's stand-in for tldts (the public-suffix list, about 250 KB minified), which msw pulls in
 * only through tough-cookie's jar for mocked Set-Cookie headers. The emulated backend signs in with bearer
 * tokens and sets no cookie, so the registrable domain is approximated by the last two labels.
 */
export function getDomain(hostname: string): string | null {
  const labels = hostname.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : hostname || null;
}
