import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { routerBasename } from '../lib/config';
import { lazyExport } from '../lib/lazy-export';
import { paths } from '../lib/paths';
import { RedirectIfSignedIn, RequireAdmin, RequireSignedIn } from './guards';
import { PublicShell } from './shells/public-shell';

// The admin's shell (its navigation and layout) loads with the dashboard, not with the public pages.
const DashboardShell = lazyExport(() => import('./shells/dashboard-shell'), 'DashboardShell');
const LoginPage = lazyExport(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyExport(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const ProfilePage = lazyExport(() => import('../features/auth/pages/profile-page'), 'ProfilePage');
const HomePage = lazyExport(() => import('./routes/home-page'), 'HomePage');
const CategoryListPage = lazyExport(() => import('../features/catalogue/pages/category-list-page'), 'CategoryListPage');
const CategoryDetailPage = lazyExport(() => import('../features/catalogue/pages/category-detail-page'), 'CategoryDetailPage');
const GalleryPage = lazyExport(() => import('../features/studio/pages/gallery-page'), 'GalleryPage');
const ContactPage = lazyExport(() => import('../features/studio/pages/contact-page'), 'ContactPage');
const ReservationPage = lazyExport(() => import('./routes/reservation-page'), 'ReservationPage');
const PaymentPage = lazyExport(() => import('../features/payments/pages/payment-page'), 'PaymentPage');
const HistoryPage = lazyExport(() => import('../features/booking/pages/history-page'), 'HistoryPage');
const ReviewFormPage = lazyExport(() => import('../features/reviews/pages/review-form-page'), 'ReviewFormPage');
const ReviewDetailPage = lazyExport(() => import('../features/reviews/pages/review-detail-page'), 'ReviewDetailPage');
const TodaySchedulePage = lazyExport(() => import('../features/booking/admin/today-schedule-page'), 'TodaySchedulePage');
const AdminReservationsPage = lazyExport(() => import('../features/booking/admin/reservations-page'), 'ReservationsPage');
const AdminReservationDetailPage = lazyExport(() => import('../features/booking/admin/reservation-detail-page'), 'ReservationDetailPage');
const AdminTransactionsPage = lazyExport(() => import('../features/payments/admin/transactions-page'), 'TransactionsPage');
const AdminTransactionDetailPage = lazyExport(() => import('../features/payments/admin/transaction-detail-page'), 'TransactionDetailPage');
const AdminReviewsPage = lazyExport(() => import('../features/reviews/admin/reviews-page'), 'ReviewsPage');
const CategoryAdminListPage = lazyExport(() => import('../features/catalogue/admin/category-list-page'), 'CategoryListPage');
const CategoryCreatePage = lazyExport(() => import('../features/catalogue/admin/category-form-page'), 'CategoryCreatePage');
const CategoryEditPage = lazyExport(() => import('../features/catalogue/admin/category-form-page'), 'CategoryEditPage');
const PackageListPage = lazyExport(() => import('../features/catalogue/admin/package-list-page'), 'PackageListPage');
const PackageCreatePage = lazyExport(() => import('../features/catalogue/admin/package-form-page'), 'PackageCreatePage');
const PackageEditPage = lazyExport(() => import('../features/catalogue/admin/package-form-page'), 'PackageEditPage');
const AddonListPage = lazyExport(() => import('../features/catalogue/admin/addon-list-page'), 'AddonListPage');
const AddonCreatePage = lazyExport(() => import('../features/catalogue/admin/addon-form-page'), 'AddonCreatePage');
const AddonEditPage = lazyExport(() => import('../features/catalogue/admin/addon-form-page'), 'AddonEditPage');
const TimeSlotsPage = lazyExport(() => import('../features/catalogue/admin/time-slots-page'), 'TimeSlotsPage');

const dashboard = paths.dashboard;

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: PublicShell,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, element: <HomePage /> },
              { path: paths.categories.path, element: <CategoryListPage /> },
              { path: paths.categoryDetail.path, element: <CategoryDetailPage /> },
              { path: paths.gallery.path, element: <GalleryPage /> },
              { path: paths.contact.path, element: <ContactPage /> },
              {
                Component: RequireSignedIn,
                children: [
                  { path: paths.reservation.path, element: <ReservationPage /> },
                  { path: paths.payment.path, element: <PaymentPage /> },
                  { path: paths.history.path, element: <HistoryPage /> },
                  { path: paths.review.path, element: <ReviewFormPage /> },
                  { path: paths.reviewDetail.path, element: <ReviewDetailPage /> },
                  { path: paths.profile.path, element: <ProfilePage /> },
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
          { path: paths.login.path, element: <LoginPage /> },
          { path: paths.register.path, element: <RegisterPage /> },
        ],
      },
      {
        path: dashboard.root.path,
        Component: RequireAdmin,
        children: [
          {
            element: <DashboardShell />,
            children: [
              {
                ErrorBoundary: RouteErrorPage,
                children: [
                  { index: true, element: <Navigate to={dashboard.todaySchedule.to()} replace /> },
                  { path: dashboard.todaySchedule.path, element: <TodaySchedulePage /> },
                  { path: dashboard.categories.path, element: <CategoryAdminListPage /> },
                  { path: dashboard.categoryCreate.path, element: <CategoryCreatePage /> },
                  { path: dashboard.categoryEdit.path, element: <CategoryEditPage /> },
                  { path: dashboard.packages.path, element: <PackageListPage /> },
                  { path: dashboard.packageCreate.path, element: <PackageCreatePage /> },
                  { path: dashboard.packageEdit.path, element: <PackageEditPage /> },
                  { path: dashboard.addons.path, element: <AddonListPage /> },
                  { path: dashboard.addonCreate.path, element: <AddonCreatePage /> },
                  { path: dashboard.addonEdit.path, element: <AddonEditPage /> },
                  { path: dashboard.times.path, element: <TimeSlotsPage /> },
                  { path: dashboard.reservations.path, element: <AdminReservationsPage /> },
                  { path: dashboard.reservationDetail.path, element: <AdminReservationDetailPage /> },
                  { path: dashboard.transactions.path, element: <AdminTransactionsPage /> },
                  { path: dashboard.transactionDetail.path, element: <AdminTransactionDetailPage /> },
                  { path: dashboard.reviews.path, element: <AdminReviewsPage /> },
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

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}
