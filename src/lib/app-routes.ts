import type { TransactionStatus } from './api/api-types';

/** The entries of the transactions list's status filter: the statuses, and the proofs waiting for validation. */
export type TransactionListStatus = TransactionStatus | 'waiting';

/** Every route of the app, in one typed table. `path` is for the router, `to()` builds links. */
export const appRoutes = {
  home: { path: '/', to: () => '/' },
  categories: { path: '/category', to: () => '/category' },
  categoryDetail: { path: '/category/:id', to: (id: number | string) => `/category/${id}` },
  gallery: { path: '/gallery', to: () => '/gallery' },
  contact: { path: '/contact', to: () => '/contact' },
  login: { path: '/login', to: () => '/login' },
  register: { path: '/register', to: () => '/register' },
  reservation: {
    path: '/reservation/:categoryPackageId',
    to: (categoryPackageId: number | string) => `/reservation/${categoryPackageId}`,
  },
  payment: { path: '/payment/:transactionId', to: (transactionId: number | string) => `/payment/${transactionId}` },
  history: { path: '/history', to: () => '/history' },
  review: { path: '/review/:reservationId', to: (reservationId: number | string) => `/review/${reservationId}` },
  reviewDetail: {
    path: '/review/:reservationId/detail',
    to: (reservationId: number | string) => `/review/${reservationId}/detail`,
  },
  profile: { path: '/profile', to: () => '/profile' },
  /** The signed-in customer's messages: the reminders the studio emailed them. */
  messages: { path: '/messages', to: () => '/messages' },
  dashboard: {
    root: { path: '/dashboard', to: () => '/dashboard' },
    todaySchedule: { path: '/dashboard/today-schedule', to: () => '/dashboard/today-schedule' },
    /** `week` (an API date, any day of it) opens that week; without it, the studio's current week. */
    calendar: {
      path: '/dashboard/calendar',
      to: (week?: string) => (week ? `/dashboard/calendar?week=${week.slice(0, 10)}` : '/dashboard/calendar'),
    },
    closures: { path: '/dashboard/closures', to: () => '/dashboard/closures' },
    categories: { path: '/dashboard/categories', to: () => '/dashboard/categories' },
    categoryCreate: { path: '/dashboard/categories/create', to: () => '/dashboard/categories/create' },
    categoryEdit: { path: '/dashboard/categories/:id', to: (id: number | string) => `/dashboard/categories/${id}` },
    packages: { path: '/dashboard/packages', to: () => '/dashboard/packages' },
    packageCreate: { path: '/dashboard/packages/create', to: () => '/dashboard/packages/create' },
    packageEdit: { path: '/dashboard/packages/:id', to: (id: number | string) => `/dashboard/packages/${id}` },
    addons: { path: '/dashboard/addons', to: () => '/dashboard/addons' },
    addonCreate: { path: '/dashboard/addons/create', to: () => '/dashboard/addons/create' },
    addonEdit: { path: '/dashboard/addons/:id', to: (id: number | string) => `/dashboard/addons/${id}` },
    times: { path: '/dashboard/times', to: () => '/dashboard/times' },
    reservations: { path: '/dashboard/reservations', to: () => '/dashboard/reservations' },
    reservationDetail: {
      path: '/dashboard/reservations/:reservationId/detail',
      to: (reservationId: number | string) => `/dashboard/reservations/${reservationId}/detail`,
    },
    /** `status` opens the list filtered, e.g. to the proofs waiting for validation. */
    transactions: {
      path: '/dashboard/transactions',
      to: (status?: TransactionListStatus) =>
        status ? `/dashboard/transactions?status=${status}` : '/dashboard/transactions',
    },
    transactionDetail: {
      path: '/dashboard/transactions/:transactionId/detail',
      to: (transactionId: number | string) => `/dashboard/transactions/${transactionId}/detail`,
    },
    reviews: { path: '/dashboard/reviews', to: () => '/dashboard/reviews' },
    /** The WhatsApp reminders due, for the admin to send by hand. */
    reminders: { path: '/dashboard/reminders', to: () => '/dashboard/reminders' },
  },
} as const;

/** The address inside the app of a browser path under the base path, without a trailing slash. */
export function appPathOf(pathname: string, basename: string): string {
  const inside = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const trimmed = inside.replace(/^\/+|\/+$/g, '');
  return `/${trimmed}`;
}
