import { useRoutes, type RouteObject } from 'react-router';
import { AddonCreatePage, AddonEditPage } from '../src/features/catalogue/admin/addons/addon-form-page';
import { AddonListPage } from '../src/features/catalogue/admin/addons/addon-list-page';
import { CategoryCreatePage, CategoryEditPage } from '../src/features/catalogue/admin/categories/category-form-page';
import { CategoryListPage } from '../src/features/catalogue/admin/categories/category-list-page';
import { PackageCreatePage, PackageEditPage } from '../src/features/catalogue/admin/packages/package-form-page';
import { PackageListPage } from '../src/features/catalogue/admin/packages/package-list-page';
import { TimeSlotsPage } from '../src/features/catalogue/admin/time-slots/time-slots-page';
import { TransactionDetailPage } from '../src/features/payments/admin/transaction-detail-page';
import { paths } from '../src/lib/paths';

const dashboard = paths.dashboard;

/**
 * Dashboard pages at their addresses, loaded eagerly (the app's table loads them lazily) so a story's
 * play function finds the page at once: saving or going back lands on the page the app shows there.
 */
const storyPages: RouteObject[] = [
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
  { path: dashboard.transactionDetail.path, element: <TransactionDetailPage /> },
];

function DashboardPages() {
  return useRoutes(storyPages);
}

/** Makes a dashboard page story render the dashboard's pages, without the admin's shell, at `parameters.route`. */
export const onDashboardPages = {
  render: () => <DashboardPages />,
};
