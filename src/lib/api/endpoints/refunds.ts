import { api, type ApiEnvelope, type ListPage, pageOf } from '@/lib/api/api';
import type { Refund, RefundListFilter, RefundPaidRequest } from '@/lib/api/api-types';
import { listTags, refundPaidTags } from '@/lib/api/tags';

export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /refunds: one page of the refunds (for the admin every one, waiting ones first), searched and filtered
     * by the server.
     */
    refunds: build.query<ListPage<Refund>, RefundListFilter>({
      query: (params) => ({ url: 'refunds', params }),
      transformResponse: pageOf<Refund>,
      providesTags: (page) => listTags('Refund', page?.rows),
    }),
    /**
     * PATCH /refund/{id}/paid (admin): a waiting refund paid back, by transfer or in cash, on a day not after today.
     * Its booking's id names what else shows the refund.
     */
    markRefundPaid: build.mutation<ApiEnvelope<Refund>, RefundPaidRequest & { id: number; reservationId: number }>({
      query: ({ id, method, paidAt, image }) => ({
        url: `refund/${id}/paid`,
        method: 'PATCH',
        body: { method, paidAt, image } satisfies RefundPaidRequest,
      }),
      invalidatesTags: (_result, _error, { id, reservationId }) => refundPaidTags(id, reservationId),
    }),
  }),
});

export const { useRefundsQuery, useMarkRefundPaidMutation } = refundsApi;
