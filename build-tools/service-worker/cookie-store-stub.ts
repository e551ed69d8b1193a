/**
 * The service worker's stand-in for msw's cookie store (msw 2.15, core/utils/cookieStore): a tough-cookie jar,
 * with the public-suffix list (tldts) behind it, kept in localStorage. msw reads it for every request a handler
 * sees and writes it for a mocked Set-Cookie. The emulated backend signs in with bearer tokens and sets no
 * cookie, so the worker keeps none: the jar (7 KB gzipped), the list and the localStorage it asserts on (a
 * service worker has none) stay out of it. A request's own Cookie header is still read by msw.
 */
export const cookieStore = {
  getCookies: (): { key: string; value: string }[] => [],
  setCookie: async (): Promise<void> => {},
};
