import { appRoutes } from '@/lib/app-routes';
import type { Crumb } from './page-header';

const home: Crumb = { label: 'Beranda', to: appRoutes.home.to() };

/** A public page's breadcrumbs: 'Beranda', then `crumbs`, the last of them the page itself. */
export function trailFromHome(...crumbs: Crumb[]): Crumb[] {
  return [home, ...crumbs];
}

/** The breadcrumbs of a page reached through the catalogue: 'Beranda', 'Kategori', then `page`. */
export function trailThroughCategories(page: string): Crumb[] {
  return trailFromHome({ label: 'Kategori', to: appRoutes.categories.to() }, { label: page });
}

/** The breadcrumbs of a page reached through the customer's history: 'Beranda', 'Riwayat', then `page`. */
export function trailThroughHistory(page: string): Crumb[] {
  return trailFromHome({ label: 'Riwayat', to: appRoutes.history.to() }, { label: page });
}
