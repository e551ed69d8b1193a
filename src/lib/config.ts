const realApiUrl: string | undefined = import.meta.env.VITE_API_URL || undefined;

/** True when no real API is configured and the in-browser emulated backend answers every call. */
export const usesEmulatedBackend = realApiUrl === undefined;

/** Where every API call goes: the real API when configured, otherwise the emulated one under the app's base path. */
export const apiBaseUrl = realApiUrl ?? `${import.meta.env.BASE_URL}api/v1`;

/**
 * The router's basename: the sub-path the app is served under, with its trailing slash, so the home page
 * is `/studio/` (inside the service worker's scope, and what static servers answer) rather than `/studio`.
 */
export const routerBasename = import.meta.env.BASE_URL;

/** A file in public/, addressed under the app's base path. */
export function publicAsset(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;
}

/**
 * An image the API names (an upload under `files/`, or a seed picture): a path on the API's own origin. With a
 * real API on another origin it is made absolute there; with the emulated backend it is already where it is.
 */
export function apiImageUrl(path: string): string;
export function apiImageUrl(path: string | undefined): string | undefined;
export function apiImageUrl(path: string | undefined): string | undefined {
  return realApiUrl === undefined || path === undefined ? path : new URL(path, realApiUrl).href;
}
