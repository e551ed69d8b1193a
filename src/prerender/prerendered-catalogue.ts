import type { Category } from '../lib/api/api-types';
import { appRoutes } from '../lib/app-routes';

/**
 * The catalogue page is prerendered with the studio's categories as the emulated backend's seed has them, so
 * a first visit paints its cards from the HTML. The page carries that list, for the app to hydrate with and
 * for the site's service worker, which serves the page only while the backend's catalogue still matches it.
 */
const PRERENDERED_CATALOGUE_ID = 'prerendered-catalogue';

/** The page prerendered with data, by its address inside the app. */
export const cataloguePage = appRoutes.categories.to();

/** The element that carries the list in the page, safe inside HTML (no `<` survives in it). */
export function prerenderedCatalogueScript(categories: Category[]): string {
  const json = JSON.stringify(categories).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_CATALOGUE_ID}">${json}</script>`;
}

/** The list a page's HTML carries, if it carries one. */
export function prerenderedCatalogueIn(html: string): Category[] | undefined {
  const script = new RegExp(`<script type="application/json" id="${PRERENDERED_CATALOGUE_ID}">([^<]*)</script>`);
  const json = script.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Category[]);
}

/** The list this page was prerendered with, read from its document before it hydrates. */
export function prerenderedCatalogueOf(document: Document): Category[] | undefined {
  const json = document.getElementById(PRERENDERED_CATALOGUE_ID)?.textContent;
  return json ? (JSON.parse(json) as Category[]) : undefined;
}

/**
 * Whether two lists show the same catalogue: the same categories, images and packages, in the same order.
 * When each was made (`createdAt`, moved with the demo's clock) does not count.
 */
export function sameCatalogue(shown: Category[], current: Category[]): boolean {
  const withoutInstants = (list: Category[]) =>
    JSON.stringify(list, (key, value: unknown) => (key === 'createdAt' ? undefined : value));
  return withoutInstants(shown) === withoutInstants(current);
}
