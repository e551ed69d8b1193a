/**
 * The admin's pages, each a module of its own loaded when first visited (decision 018): the route table names a
 * page (router.tsx, `adminPage`), and this module, loaded with the dashboard, knows where it is.
 */
import type { ComponentType } from 'react';

const pages = {
  TodayScheduleRoute: () => import('./today-schedule-route').then((module) => module.TodayScheduleRoute),
  WeekCalendarPage: () =>
    import('../../features/reservations/admin/calendar/week-calendar-page').then((module) => module.WeekCalendarPage),
  SettingsPage: () => import('../../features/settings/admin/settings-page').then((module) => module.SettingsPage),
  ClosuresPage: () => import('../../features/closures/admin/closures-page').then((module) => module.ClosuresPage),
  ReservationsPage: () =>
    import('../../features/reservations/admin/reservations-page').then((module) => module.ReservationsPage),
  ReservationDetailPage: () =>
    import('../../features/reservations/admin/reservation-detail-page').then((module) => module.ReservationDetailPage),
  StaffBookingPage: () =>
    import('../../features/booking/admin/staff-booking-page').then((module) => module.StaffBookingPage),
  TransactionsPage: () =>
    import('../../features/transactions/admin/transactions-page').then((module) => module.TransactionsPage),
  TransactionDetailPage: () =>
    import('../../features/transactions/admin/transaction-detail-page').then((module) => module.TransactionDetailPage),
  RefundsPage: () => import('../../features/refunds/admin/refunds-page').then((module) => module.RefundsPage),
  GatewayPaymentsPage: () =>
    import('../../features/payments/admin/gateway-payments-page').then((module) => module.GatewayPaymentsPage),
  ReportsPage: () => import('../../features/reports/admin/reports-page').then((module) => module.ReportsPage),
  VouchersPage: () => import('../../features/vouchers/admin/vouchers-page').then((module) => module.VouchersPage),
  CustomersPage: () => import('../../features/customers/admin/customers-page').then((module) => module.CustomersPage),
  CustomerDetailPage: () =>
    import('../../features/customers/admin/customer-detail-page').then((module) => module.CustomerDetailPage),
  RemindersPage: () => import('../../features/reminders/admin/reminders-page').then((module) => module.RemindersPage),
  AlbumsPage: () => import('../../features/albums/admin/albums-page').then((module) => module.AlbumsPage),
  AlbumDetailPage: () =>
    import('../../features/albums/admin/album-detail-page').then((module) => module.AlbumDetailPage),
  ReviewsPage: () => import('../../features/reviews/admin/reviews-page').then((module) => module.ReviewsPage),
  CategoryAdminListPage: () =>
    import('../../features/catalogue/admin/categories/category-list-page').then(
      (module) => module.CategoryAdminListPage,
    ),
  CategoryCreatePage: () =>
    import('../../features/catalogue/admin/categories/category-form-page').then((module) => module.CategoryCreatePage),
  CategoryEditPage: () =>
    import('../../features/catalogue/admin/categories/category-form-page').then((module) => module.CategoryEditPage),
  PackageListPage: () =>
    import('../../features/catalogue/admin/packages/package-list-page').then((module) => module.PackageListPage),
  PackageCreatePage: () =>
    import('../../features/catalogue/admin/packages/package-form-page').then((module) => module.PackageCreatePage),
  PackageEditPage: () =>
    import('../../features/catalogue/admin/packages/package-form-page').then((module) => module.PackageEditPage),
  AddonListPage: () =>
    import('../../features/catalogue/admin/addons/addon-list-page').then((module) => module.AddonListPage),
  AddonCreatePage: () =>
    import('../../features/catalogue/admin/addons/addon-form-page').then((module) => module.AddonCreatePage),
  AddonEditPage: () =>
    import('../../features/catalogue/admin/addons/addon-form-page').then((module) => module.AddonEditPage),
  TimeSlotsPage: () =>
    import('../../features/catalogue/admin/time-slots/time-slots-page').then((module) => module.TimeSlotsPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPageName = keyof typeof pages;

/** Loads an admin's page by the name its module exports. */
export const loadAdminPage = (name: AdminPageName): Promise<ComponentType> => pages[name]();
