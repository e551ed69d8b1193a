import { api, dataOf } from '@/lib/api/api';
import type { DashboardOverview } from '@/lib/api/api-types';
import { listTag } from '@/lib/api/tags';

/** Every count moves with a reservation, a transaction or a refund: whatever refreshes their lists refreshes it. */
const overviewTags = [listTag('Reservation'), listTag('Transaction'), listTag('Refund')];

/** A customer may send a proof at any moment: the admin's counts are fetched again this often while the tab is seen. */
export const OVERVIEW_POLLING_MS = 60_000;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardOverview: build.query<DashboardOverview, void>({
      query: () => 'dashboard/overview',
      transformResponse: dataOf<DashboardOverview>,
      providesTags: overviewTags,
    }),
  }),
});

/** The overview, kept fresh: polled while the page is in view, refetched after every decision. */
export function useDashboardOverview() {
  return dashboardApi.useDashboardOverviewQuery(undefined, {
    pollingInterval: OVERVIEW_POLLING_MS,
    skipPollingIfUnfocused: true,
  });
}

/** The number the dashboard menu shows on `Transaksi`; 0 while unknown. */
export function useProofsWaiting(): number {
  return useDashboardOverview().data?.proofsWaiting ?? 0;
}

/** The number the dashboard menu shows on `Pengembalian Dana`; 0 while unknown. */
export function useRefundsWaiting(): number {
  return useDashboardOverview().data?.refundsWaiting ?? 0;
}
