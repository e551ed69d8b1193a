import { matchPath } from 'react-router';
import type { Category } from '../lib/api/api-types';
import { appRoutes } from '../lib/app-routes';
import { dataIn, dataOf, dataScript } from './page-data';

/**
 * The catalogue pages (the list of categories and each category's page) are prerendered with the studio's
 * categories as the emulated backend's seed has them, so a first visit paints its cards, a category's photos
 * and its packages from the HTML. Each carries that list, for the app to hydrate with and for the site's
 * service worker, which serves such a page only while the backend's catalogue still matches it.
 */
const PRERENDERED_CATALOGUE_ID = 'prerendered-catalogue';

/** The list of categories, by its address inside the app. */
export const cataloguePage = appRoutes.categories.to();

/** Whether an address inside the app is a catalogue page: the list, or a category's page (its id, if so). */
export function catalogueAddress(appPath: string): { categoryId?: number } | undefined {
  if (appPath === cataloguePage) return {};
  const id = Number(matchPath(appRoutes.categoryDetail.path, appPath)?.params.id);
  return Number.isInteger(id) && id > 0 ? { categoryId: id } : undefined;
}

/** The element that carries the list in the page. */
export const prerenderedCatalogueScript = (categories: Category[]): string =>
  dataScript(PRERENDERED_CATALOGUE_ID, categories);

/** The list a page's HTML carries, if it carries one. */
export const prerenderedCatalogueIn = (html: string) => dataIn<Category[]>(html, PRERENDERED_CATALOGUE_ID);

/** The list this page was prerendered with, read from its document before it hydrates. */
export const prerenderedCatalogueOf = (document: Document) => dataOf<Category[]>(document, PRERENDERED_CATALOGUE_ID);

/**
 * Whether two lists show the same catalogue: the same categories, images and packages, in the same order.
 * When each was made (`createdAt`, moved with the demo's clock) does not count.
 */
export function sameCatalogue(shown: Category[], current: Category[]): boolean {
  const withoutInstants = (list: Category[]) =>
    JSON.stringify(list, (key, value: unknown) => (key === 'createdAt' ? undefined : value));
  return withoutInstants(shown) === withoutInstants(current);
}
