import { api, type ApiEnvelope, type ListPage, pageOf } from '@/lib/api/api';
import type { GatewayPayment, GatewayPaymentListQuery, GatewayRefundRequest } from '@/lib/api/api-types';
import { gatewayPaymentReviewTags, listTags } from '@/lib/api/tags';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /payments (admin): one page of the payments the gateway reported; `status=review` is "Perlu ditinjau". */
    gatewayPayments: build.query<ListPage<GatewayPayment>, GatewayPaymentListQuery>({
      query: (params) => ({ url: 'payments', params }),
      transformResponse: pageOf<GatewayPayment>,
      providesTags: (page) => listTags('Payment', page?.rows),
    }),
    /** PUT /payment/{id}/accept (admin): a payment in review taken as the installment due, which may pay its transaction. */
    acceptGatewayPayment: build.mutation<ApiEnvelope<GatewayPayment>, number>({
      query: (id) => ({ url: `payment/${id}/accept`, method: 'PUT' }),
      invalidatesTags: (result, _error, id) =>
        gatewayPaymentReviewTags(
          id,
          result ? { transactionId: result.data.transactionId, reservationId: result.data.reservation.id } : undefined,
        ),
    }),
    /** PUT /payment/{id}/refund (admin): a payment in review given back by hand. */
    refundGatewayPayment: build.mutation<ApiEnvelope<GatewayPayment>, GatewayRefundRequest & { id: number }>({
      query: ({ id, method, note }) => ({
        url: `payment/${id}/refund`,
        method: 'PUT',
        body: { method, note } satisfies GatewayRefundRequest,
      }),
      invalidatesTags: (_result, _error, { id }) => gatewayPaymentReviewTags(id),
    }),
  }),
});

export const { useGatewayPaymentsQuery, useAcceptGatewayPaymentMutation, useRefundGatewayPaymentMutation } =
  paymentsApi;
