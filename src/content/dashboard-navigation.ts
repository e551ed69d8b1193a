import { paths } from '../lib/paths';

export const dashboardNavigation = [
  { label: 'Jadwal Hari Ini', to: paths.dashboard.todaySchedule.to() },
  { label: 'Kalender', to: paths.dashboard.calendar.to() },
  { label: 'Kategori', to: paths.dashboard.categories.to() },
  { label: 'Paket', to: paths.dashboard.packages.to() },
  { label: 'Tambahan', to: paths.dashboard.addons.to() },
  { label: 'Waktu', to: paths.dashboard.times.to() },
  { label: 'Hari Tutup', to: paths.dashboard.closures.to() },
  { label: 'Reservasi', to: paths.dashboard.reservations.to() },
  { label: 'Transaksi', to: paths.dashboard.transactions.to() },
  { label: 'Pengingat', to: paths.dashboard.reminders.to() },
  { label: 'Ulasan', to: paths.dashboard.reviews.to() },
] as const;
