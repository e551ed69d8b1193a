import type { RouteObject } from 'react-router';
import { paths } from '../../../lib/paths';
import { AddonCreatePage, AddonEditPage } from './addon-form-page';
import { AddonListPage } from './addon-list-page';
import { CategoryCreatePage, CategoryEditPage } from './category-form-page';
import { CategoryListPage } from './category-list-page';
import { PackageCreatePage, PackageEditPage } from './package-form-page';
import { PackageListPage } from './package-list-page';
import { TimeSlotsPage } from './time-slots-page';

const dashboard = paths.dashboard;

/** The catalogue's admin pages at their dashboard paths, for tests and stories that open them without the app's shell. */
export const catalogueAdminRoutes: RouteObject[] = [
  { path: dashboard.categories.path, element: <CategoryListPage /> },
  { path: dashboard.categoryCreate.path, element: <CategoryCreatePage /> },
  { path: dashboard.categoryEdit.path, element: <CategoryEditPage /> },
  { path: dashboard.packages.path, element: <PackageListPage /> },
  { path: dashboard.packageCreate.path, element: <PackageCreatePage /> },
  { path: dashboard.packageEdit.path, element: <PackageEditPage /> },
  { path: dashboard.addons.path, element: <AddonListPage /> },
  { path: dashboard.addonCreate.path, element: <AddonCreatePage /> },
  { path: dashboard.addonEdit.path, element: <AddonEditPage /> },
  { path: dashboard.times.path, element: <TimeSlotsPage /> },
];
