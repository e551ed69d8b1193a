import { appRoutes } from '../lib/app-routes';

export const dashboardNavigation = [
  { label: 'Jadwal Hari Ini', to: appRoutes.dashboard.todaySchedule.to() },
  { label: 'Kalender', to: appRoutes.dashboard.calendar.to() },
  { label: 'Kategori', to: appRoutes.dashboard.categories.to() },
  { label: 'Paket', to: appRoutes.dashboard.packages.to() },
  { label: 'Tambahan', to: appRoutes.dashboard.addons.to() },
  { label: 'Waktu', to: appRoutes.dashboard.times.to() },
  { label: 'Hari Tutup', to: appRoutes.dashboard.closures.to() },
  { label: 'Reservasi', to: appRoutes.dashboard.reservations.to() },
  { label: 'Transaksi', to: appRoutes.dashboard.transactions.to() },
  { label: 'Pelanggan', to: appRoutes.dashboard.customers.to() },
  { label: 'Hasil Foto', to: appRoutes.dashboard.albums.to() },
  { label: 'Pengingat', to: appRoutes.dashboard.reminders.to() },
  { label: 'Ulasan', to: appRoutes.dashboard.reviews.to() },
] as const;
