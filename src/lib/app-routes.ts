import type { AlbumStage, GatewayPaymentStatus, RefundStatus, TransactionStatus } from './api/api-types';

/** The entries of the transactions list's status filter: the statuses, and the proofs waiting for validation. */
export type TransactionListStatus = TransactionStatus | 'waiting';

/** A route without parameters: its link is its path. */
const fixed = <Path extends string>(path: Path) => ({ path, to: () => path });

/** Every route of the app, in one typed table. `path` is for the router, `to()` builds links. */
export const appRoutes = {
  home: fixed('/'),
  categories: fixed('/category'),
  categoryDetail: { path: '/category/:id', to: (id: number | string) => `/category/${id}` },
  gallery: fixed('/gallery'),
  contact: fixed('/contact'),
  login: fixed('/login'),
  register: fixed('/register'),
  reservation: {
    path: '/reservation/:categoryPackageId',
    to: (categoryPackageId: number | string) => `/reservation/${categoryPackageId}`,
  },
  payment: { path: '/payment/:transactionId', to: (transactionId: number | string) => `/payment/${transactionId}` },
  history: fixed('/history'),
  review: { path: '/review/:reservationId', to: (reservationId: number | string) => `/review/${reservationId}` },
  reviewDetail: {
    path: '/review/:reservationId/detail',
    to: (reservationId: number | string) => `/review/${reservationId}/detail`,
  },
  /** A finished session's album ("Hasil Foto"): the customer chooses, then downloads. */
  photos: { path: '/photos/:reservationId', to: (reservationId: number | string) => `/photos/${reservationId}` },
  profile: fixed('/profile'),
  /** The signed-in customer's messages: the reminders the studio emailed them. */
  messages: fixed('/messages'),
  /** The emulated gateway's QRIS simulator: the demo's stand-in for the customer's banking app. */
  simulatorQris: fixed('/simulator/qris'),
  dashboard: {
    root: fixed('/dashboard'),
    todaySchedule: fixed('/dashboard/today-schedule'),
    /** `week` (an API date, any day of it) opens that week; without it, the studio's current week. */
    calendar: {
      path: '/dashboard/calendar',
      to: (week?: string) => (week ? `/dashboard/calendar?week=${week.slice(0, 10)}` : '/dashboard/calendar'),
    },
    closures: fixed('/dashboard/closures'),
    /** The studio's contact facts and policies, and who changed them. */
    settings: fixed('/dashboard/settings'),
    categories: fixed('/dashboard/categories'),
    categoryCreate: fixed('/dashboard/categories/create'),
    categoryEdit: { path: '/dashboard/categories/:id', to: (id: number | string) => `/dashboard/categories/${id}` },
    packages: fixed('/dashboard/packages'),
    packageCreate: fixed('/dashboard/packages/create'),
    packageEdit: { path: '/dashboard/packages/:id', to: (id: number | string) => `/dashboard/packages/${id}` },
    addons: fixed('/dashboard/addons'),
    addonCreate: fixed('/dashboard/addons/create'),
    addonEdit: { path: '/dashboard/addons/:id', to: (id: number | string) => `/dashboard/addons/${id}` },
    times: fixed('/dashboard/times'),
    /** Every booking; with `days`, those whose session is on one of them (`from` to `to`, both included). */
    reservations: {
      path: '/dashboard/reservations',
      to: (days?: { from: string; to: string }) =>
        days
          ? `/dashboard/reservations?from=${days.from.slice(0, 10)}&to=${days.to.slice(0, 10)}`
          : '/dashboard/reservations',
    },
    /** "Buat reservasi": the admin books for a customer; `date` (an API date) opens the form on that day. */
    /** The admin's booking for a customer: on a day (`date`) and for a known customer (`customer`), if given. */
    reservationCreate: {
      path: '/dashboard/reservations/create',
      to: ({ date, customer }: { date?: string; customer?: number } = {}) => {
        const query = new URLSearchParams();
        if (date) query.set('date', date.slice(0, 10));
        if (customer !== undefined) query.set('customer', String(customer));
        const search = query.toString();
        return search ? `/dashboard/reservations/create?${search}` : '/dashboard/reservations/create';
      },
    },
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
    /** What cancelled bookings give back; `status` opens the list filtered, e.g. to the refunds waiting. */
    refunds: {
      path: '/dashboard/refunds',
      to: (status?: RefundStatus) => (status ? `/dashboard/refunds?status=${status}` : '/dashboard/refunds'),
    },
    /** The payments the gateway reported; without `status`, those waiting for review ("Perlu ditinjau"). */
    payments: {
      path: '/dashboard/payments',
      to: (status?: GatewayPaymentStatus) => (status ? `/dashboard/payments?status=${status}` : '/dashboard/payments'),
    },
    /** The studio's promo codes and who used them. */
    vouchers: fixed('/dashboard/vouchers'),
    /** The owner's figures and charts over a period of studio days (this month when none is asked). */
    reports: fixed('/dashboard/reports'),
    reviews: fixed('/dashboard/reviews'),
    /** The albums of finished sessions, by stage; `stage` opens the list filtered. */
    albums: {
      path: '/dashboard/albums',
      to: (stage?: AlbumStage) => (stage ? `/dashboard/albums?stage=${stage}` : '/dashboard/albums'),
    },
    albumDetail: {
      path: '/dashboard/albums/:reservationId',
      to: (reservationId: number | string) => `/dashboard/albums/${reservationId}`,
    },
    /** The WhatsApp reminders due, for the admin to send by hand. */
    reminders: fixed('/dashboard/reminders'),
    /** The studio's customers, with what their bookings say of them. */
    customers: fixed('/dashboard/customers'),
    customerDetail: { path: '/dashboard/customers/:id', to: (id: number | string) => `/dashboard/customers/${id}` },
  },
} as const;

/** The address inside the app of a browser path under the base path, without a trailing slash. */
export function appPathOf(pathname: string, basename: string): string {
  const inside = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const trimmed = inside.replace(/^\/+|\/+$/g, '');
  return `/${trimmed}`;
}
