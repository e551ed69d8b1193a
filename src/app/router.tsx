import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LoadingShell } from '../components/layouts/loading-shell';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { routerBasename } from '../lib/config';
import { appRoutes } from '../lib/app-routes';
import { RedirectIfSignedIn, RequireAdmin, RequireSignedIn } from './guards';
import { AppRoot } from './shells/app-root';
import { PublicShell } from './shells/public-shell';
import type { AdminPageName } from './routes/admin-pages';

/**
 * A route whose component is exported by name from a module of its own, loaded when the route is first
 * visited. React Router resolves it before rendering the route, in the browser as when prerendering, so a
 * page never flashes a fallback and hydration finds the same tree the server rendered.
 */
function routeModule<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/**
 * An admin's page, by the name its module exports: which module that is lives in routes/admin-pages.ts, loaded with
 * the dashboard, so the first page's JavaScript carries one name per admin page rather than its module's path.
 */
function adminPage(name: AdminPageName): RouteObject['lazy'] {
  return async () => ({ Component: await (await import('./routes/admin-pages')).loadAdminPage(name) });
}

// The admin's shell (its navigation and layout) loads with the dashboard, not with the public pages.
const dashboardShell = routeModule(() => import('./shells/dashboard-shell'), 'DashboardShell');
const loginPage = routeModule(() => import('../features/accounts/pages/login-page'), 'LoginPage');
const registerPage = routeModule(() => import('../features/accounts/pages/register-page'), 'RegisterPage');
const albumPage = routeModule(() => import('../features/albums/pages/album-page'), 'AlbumPage');
const profilePage = routeModule(() => import('../features/accounts/pages/profile-page'), 'ProfilePage');
const messagesPage = routeModule(() => import('../features/reminders/pages/messages-page'), 'MessagesPage');
const homePage = routeModule(() => import('./routes/home-page'), 'HomePage');
const categoryListPage = routeModule(
  () => import('../features/catalogue/pages/category-list-page'),
  'CategoryListPage',
);
const categoryDetailPage = routeModule(
  () => import('../features/catalogue/pages/category-detail-page'),
  'CategoryDetailPage',
);
const galleryPage = routeModule(() => import('../features/studio/pages/gallery-page'), 'GalleryPage');
const contactPage = routeModule(() => import('../features/studio/pages/contact-page'), 'ContactPage');
const bookingPage = routeModule(() => import('../features/booking/pages/booking-page'), 'BookingPage');
const paymentPage = routeModule(() => import('../features/transactions/pages/payment-page'), 'PaymentPage');
const historyPage = routeModule(() => import('../features/reservations/pages/history-page'), 'HistoryPage');
const reviewFormPage = routeModule(() => import('../features/reviews/pages/review-form-page'), 'ReviewFormPage');
const reviewDetailPage = routeModule(() => import('../features/reviews/pages/review-detail-page'), 'ReviewDetailPage');
const qrisSimulatorPage = routeModule(
  () => import('../features/simulator/pages/qris-simulator-page'),
  'QrisSimulatorPage',
);

const dashboard = appRoutes.dashboard;

export const routes: RouteObject[] = [
  {
    // Scroll restoration for every page, public, sign-in and dashboard alike.
    Component: AppRoot,
    // Shown while the modules of the first page opened load (main.tsx loads them before the first render).
    HydrateFallback: LoadingShell,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: PublicShell,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, lazy: homePage },
              { path: appRoutes.categories.path, lazy: categoryListPage },
              { path: appRoutes.categoryDetail.path, lazy: categoryDetailPage },
              { path: appRoutes.gallery.path, lazy: galleryPage },
              { path: appRoutes.contact.path, lazy: contactPage },
              {
                Component: RequireSignedIn,
                children: [
                  { path: appRoutes.reservation.path, lazy: bookingPage },
                  { path: appRoutes.payment.path, lazy: paymentPage },
                  { path: appRoutes.history.path, lazy: historyPage },
                  { path: appRoutes.review.path, lazy: reviewFormPage },
                  { path: appRoutes.reviewDetail.path, lazy: reviewDetailPage },
                  { path: appRoutes.photos.path, lazy: albumPage },
                  { path: appRoutes.profile.path, lazy: profilePage },
                  { path: appRoutes.messages.path, lazy: messagesPage },
                ],
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        Component: RedirectIfSignedIn,
        children: [
          { path: appRoutes.login.path, lazy: loginPage },
          { path: appRoutes.register.path, lazy: registerPage },
        ],
      },
      // The demo's stand-in for a banking app, outside the studio's shell; its page says it is a simulator.
      { path: appRoutes.simulatorQris.path, lazy: qrisSimulatorPage },
      {
        path: dashboard.root.path,
        Component: RequireAdmin,
        children: [
          {
            lazy: dashboardShell,
            children: [
              {
                ErrorBoundary: RouteErrorPage,
                children: [
                  { index: true, element: <Navigate to={dashboard.todaySchedule.to()} replace /> },
                  { path: dashboard.todaySchedule.path, lazy: adminPage('TodayScheduleRoute') },
                  { path: dashboard.calendar.path, lazy: adminPage('WeekCalendarPage') },
                  { path: dashboard.reports.path, lazy: adminPage('ReportsPage') },
                  { path: dashboard.categories.path, lazy: adminPage('CategoryAdminListPage') },
                  { path: dashboard.categoryCreate.path, lazy: adminPage('CategoryCreatePage') },
                  { path: dashboard.categoryEdit.path, lazy: adminPage('CategoryEditPage') },
                  { path: dashboard.packages.path, lazy: adminPage('PackageListPage') },
                  { path: dashboard.packageCreate.path, lazy: adminPage('PackageCreatePage') },
                  { path: dashboard.packageEdit.path, lazy: adminPage('PackageEditPage') },
                  { path: dashboard.addons.path, lazy: adminPage('AddonListPage') },
                  { path: dashboard.addonCreate.path, lazy: adminPage('AddonCreatePage') },
                  { path: dashboard.addonEdit.path, lazy: adminPage('AddonEditPage') },
                  { path: dashboard.times.path, lazy: adminPage('TimeSlotsPage') },
                  { path: dashboard.closures.path, lazy: adminPage('ClosuresPage') },
                  { path: dashboard.reservations.path, lazy: adminPage('ReservationsPage') },
                  { path: dashboard.reservationCreate.path, lazy: adminPage('StaffBookingPage') },
                  { path: dashboard.reservationDetail.path, lazy: adminPage('ReservationDetailPage') },
                  { path: dashboard.transactions.path, lazy: adminPage('TransactionsPage') },
                  { path: dashboard.transactionDetail.path, lazy: adminPage('TransactionDetailPage') },
                  { path: dashboard.refunds.path, lazy: adminPage('RefundsPage') },
                  { path: dashboard.payments.path, lazy: adminPage('GatewayPaymentsPage') },
                  { path: dashboard.vouchers.path, lazy: adminPage('VouchersPage') },
                  { path: dashboard.reviews.path, lazy: adminPage('ReviewsPage') },
                  { path: dashboard.customers.path, lazy: adminPage('CustomersPage') },
                  { path: dashboard.customerDetail.path, lazy: adminPage('CustomerDetailPage') },
                  { path: dashboard.albums.path, lazy: adminPage('AlbumsPage') },
                  { path: dashboard.albumDetail.path, lazy: adminPage('AlbumDetailPage') },
                  { path: dashboard.reminders.path, lazy: adminPage('RemindersPage') },
                  { path: dashboard.settings.path, lazy: adminPage('SettingsPage') },
                  { path: '*', Component: NotFoundPage },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the modules of the routes the current address matches, as React Router's guide does before
 * hydrating: the first render then shows the page itself, the same as the prerendered HTML. A router of
 * its own (a story's memory router) gives its `basename`.
 */
export async function loadRoutesFor(pathname: string, basename: string = routerBasename): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
