import { matchPath } from 'react-router';
// With its extension: vite.config.ts loads this module in Node as well, to answer preview requests.
import { appPathOf, appRoutes } from '../lib/app-routes.ts';

/** The public pages whose HTML is made at build time, by their address inside the app (under the base path). */
export const prerenderedPages: readonly string[] = [
  appRoutes.home.to(),
  appRoutes.categories.to(),
  appRoutes.gallery.to(),
  appRoutes.contact.to(),
  appRoutes.login.to(),
  appRoutes.register.to(),
];

/** An address no route claims: the 404 page is prerendered from it, as any unknown address shows it. */
export const notFoundSample = '/halaman-yang-tidak-ada';

/** The 404 page's HTML hydrates at any address no route claims. */
export const anyUnknownAddress = '*';

/**
 * Where a page's HTML is written in the build: `category.html`, which static hosts (GitHub Pages, Vite's
 * preview) serve at `/category`.
 */
export function htmlFileFor(page: string): string {
  return page === appRoutes.home.to() ? 'index.html' : `${page.replace(/^\//, '')}.html`;
}

type PathTable = { [name: string]: { path: string } | PathTable };

function patternsOf(table: PathTable): string[] {
  return Object.values(table).flatMap((entry) =>
    typeof entry.path === 'string' ? [entry.path] : patternsOf(entry as PathTable),
  );
}

// Every address under the dashboard is the dashboard's (its own 404 included).
const routePatterns = [...patternsOf(appRoutes), `${appRoutes.dashboard.root.path}/*`];

/** Whether a browser path under the base path is one of the app's routes, rather than an unknown address. */
export function isAppRoute(pathname: string, basename: string): boolean {
  const appPath = appPathOf(pathname, basename);
  return routePatterns.some((pattern) => matchPath(pattern, appPath) !== null);
}

/** Whether the HTML in #root was prerendered for this address, so the browser hydrates it rather than render anew. */
export function isPrerenderedFor(hydratesAt: string | undefined, pathname: string, basename: string): boolean {
  if (hydratesAt === undefined) return false;
  if (hydratesAt === anyUnknownAddress) return !isAppRoute(pathname, basename);
  return hydratesAt === appPathOf(pathname, basename);
}
