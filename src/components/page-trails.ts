import { paths } from '@/lib/paths';
import type { Crumb } from './page-header';

const home: Crumb = { label: 'Beranda', to: paths.home.to() };

/** A public page's breadcrumbs: 'Beranda', then `crumbs`, the last of them the page itself. */
export function trailFromHome(...crumbs: Crumb[]): Crumb[] {
  return [home, ...crumbs];
}

/** The breadcrumbs of a page reached through the catalogue: 'Beranda', 'Kategori', then `page`. */
export function trailThroughCategories(page: string): Crumb[] {
  return trailFromHome({ label: 'Kategori', to: paths.categories.to() }, { label: page });
}

/** The breadcrumbs of a page reached through the customer's history: 'Beranda', 'Riwayat', then `page`. */
export function trailThroughHistory(page: string): Crumb[] {
  return trailFromHome({ label: 'Riwayat', to: paths.history.to() }, { label: page });
}
