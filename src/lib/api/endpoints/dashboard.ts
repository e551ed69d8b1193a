import { api, dataOf } from '@/lib/api/api';
import type { DashboardOverview } from '@/lib/api/api-types';
import { listTag } from '@/lib/api/tags';

/**
 * Every count moves with a reservation, a transaction, a refund, an album or a gateway payment: whatever refreshes
 * their lists refreshes it.
 */
const overviewTags = [
  listTag('Reservation'),
  listTag('Transaction'),
  listTag('Refund'),
  listTag('Album'),
  listTag('Payment'),
];

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardOverview: build.query<DashboardOverview, void>({
      query: () => 'dashboard/overview',
      transformResponse: dataOf<DashboardOverview>,
      providesTags: overviewTags,
    }),
  }),
});

/**
 * The overview, kept fresh without polling: refetched after every decision, and whenever the live changes name a
 * booking, a payment, a refund or an album (a customer's proof or choice comes at any moment).
 */
export function useDashboardOverview() {
  return dashboardApi.useDashboardOverviewQuery();
}

/** The number the dashboard menu shows on `Transaksi`; 0 while unknown. */
export function useProofsWaiting(): number {
  return useDashboardOverview().data?.proofsWaiting ?? 0;
}

/** The number the dashboard menu shows on `Pengembalian Dana`; 0 while unknown. */
export function useRefundsWaiting(): number {
  return useDashboardOverview().data?.refundsWaiting ?? 0;
}
