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
const todaySchedulePage = routeModule(() => import('./routes/today-schedule-route'), 'TodayScheduleRoute');
const weekCalendarPage = routeModule(
  () => import('../features/reservations/admin/calendar/week-calendar-page'),
  'WeekCalendarPage',
);
const closuresPage = routeModule(() => import('../features/closures/admin/closures-page'), 'ClosuresPage');
const adminReservationsPage = routeModule(
  () => import('../features/reservations/admin/reservations-page'),
  'ReservationsPage',
);
const adminReservationDetailPage = routeModule(
  () => import('../features/reservations/admin/reservation-detail-page'),
  'ReservationDetailPage',
);
const staffBookingPage = routeModule(() => import('../features/booking/admin/staff-booking-page'), 'StaffBookingPage');
const adminTransactionsPage = routeModule(
  () => import('../features/transactions/admin/transactions-page'),
  'TransactionsPage',
);
const adminTransactionDetailPage = routeModule(
  () => import('../features/transactions/admin/transaction-detail-page'),
  'TransactionDetailPage',
);
const remindersPage = routeModule(() => import('../features/reminders/admin/reminders-page'), 'RemindersPage');
const adminAlbumsPage = routeModule(() => import('../features/albums/admin/albums-page'), 'AlbumsPage');
const adminAlbumDetailPage = routeModule(() => import('../features/albums/admin/album-detail-page'), 'AlbumDetailPage');
const adminReviewsPage = routeModule(() => import('../features/reviews/admin/reviews-page'), 'ReviewsPage');
const categoryAdminListPage = routeModule(
  () => import('../features/catalogue/admin/categories/category-list-page'),
  'CategoryAdminListPage',
);
const categoryCreatePage = routeModule(
  () => import('../features/catalogue/admin/categories/category-form-page'),
  'CategoryCreatePage',
);
const categoryEditPage = routeModule(
  () => import('../features/catalogue/admin/categories/category-form-page'),
  'CategoryEditPage',
);
const packageListPage = routeModule(
  () => import('../features/catalogue/admin/packages/package-list-page'),
  'PackageListPage',
);
const packageCreatePage = routeModule(
  () => import('../features/catalogue/admin/packages/package-form-page'),
  'PackageCreatePage',
);
const packageEditPage = routeModule(
  () => import('../features/catalogue/admin/packages/package-form-page'),
  'PackageEditPage',
);
const addonListPage = routeModule(() => import('../features/catalogue/admin/addons/addon-list-page'), 'AddonListPage');
const addonCreatePage = routeModule(
  () => import('../features/catalogue/admin/addons/addon-form-page'),
  'AddonCreatePage',
);
const addonEditPage = routeModule(() => import('../features/catalogue/admin/addons/addon-form-page'), 'AddonEditPage');
const timeSlotsPage = routeModule(
  () => import('../features/catalogue/admin/time-slots/time-slots-page'),
  'TimeSlotsPage',
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
                  { path: dashboard.todaySchedule.path, lazy: todaySchedulePage },
                  { path: dashboard.calendar.path, lazy: weekCalendarPage },
                  { path: dashboard.categories.path, lazy: categoryAdminListPage },
                  { path: dashboard.categoryCreate.path, lazy: categoryCreatePage },
                  { path: dashboard.categoryEdit.path, lazy: categoryEditPage },
                  { path: dashboard.packages.path, lazy: packageListPage },
                  { path: dashboard.packageCreate.path, lazy: packageCreatePage },
                  { path: dashboard.packageEdit.path, lazy: packageEditPage },
                  { path: dashboard.addons.path, lazy: addonListPage },
                  { path: dashboard.addonCreate.path, lazy: addonCreatePage },
                  { path: dashboard.addonEdit.path, lazy: addonEditPage },
                  { path: dashboard.times.path, lazy: timeSlotsPage },
                  { path: dashboard.closures.path, lazy: closuresPage },
                  { path: dashboard.reservations.path, lazy: adminReservationsPage },
                  { path: dashboard.reservationCreate.path, lazy: staffBookingPage },
                  { path: dashboard.reservationDetail.path, lazy: adminReservationDetailPage },
                  { path: dashboard.transactions.path, lazy: adminTransactionsPage },
                  { path: dashboard.transactionDetail.path, lazy: adminTransactionDetailPage },
                  { path: dashboard.reviews.path, lazy: adminReviewsPage },
                  { path: dashboard.albums.path, lazy: adminAlbumsPage },
                  { path: dashboard.albumDetail.path, lazy: adminAlbumDetailPage },
                  { path: dashboard.reminders.path, lazy: remindersPage },
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
