import { appRoutes } from '../lib/app-routes';

/** The admin's menu, in order; `key` names each entry for what the menu draws beside it (its icon). */
export const dashboardNavigation = [
  { key: 'today', label: 'Jadwal Hari Ini', to: appRoutes.dashboard.todaySchedule.to() },
  { key: 'calendar', label: 'Kalender', to: appRoutes.dashboard.calendar.to() },
  { key: 'reports', label: 'Laporan', to: appRoutes.dashboard.reports.to() },
  { key: 'categories', label: 'Kategori', to: appRoutes.dashboard.categories.to() },
  { key: 'packages', label: 'Paket', to: appRoutes.dashboard.packages.to() },
  { key: 'addons', label: 'Tambahan', to: appRoutes.dashboard.addons.to() },
  { key: 'times', label: 'Waktu', to: appRoutes.dashboard.times.to() },
  { key: 'closures', label: 'Hari Tutup', to: appRoutes.dashboard.closures.to() },
  { key: 'reservations', label: 'Reservasi', to: appRoutes.dashboard.reservations.to() },
  { key: 'transactions', label: 'Transaksi', to: appRoutes.dashboard.transactions.to() },
  { key: 'refunds', label: 'Pengembalian Dana', to: appRoutes.dashboard.refunds.to() },
  { key: 'payments', label: 'Pembayaran Otomatis', to: appRoutes.dashboard.payments.to() },
  { key: 'vouchers', label: 'Voucher', to: appRoutes.dashboard.vouchers.to() },
  { key: 'customers', label: 'Pelanggan', to: appRoutes.dashboard.customers.to() },
  { key: 'albums', label: 'Hasil Foto', to: appRoutes.dashboard.albums.to() },
  { key: 'reminders', label: 'Pengingat', to: appRoutes.dashboard.reminders.to() },
  { key: 'reviews', label: 'Ulasan', to: appRoutes.dashboard.reviews.to() },
  { key: 'settings', label: 'Pengaturan', to: appRoutes.dashboard.settings.to() },
] as const;

export type DashboardEntryKey = (typeof dashboardNavigation)[number]['key'];
