import { api, type ApiEnvelope, type ListPage, pageOf } from '@/lib/api/api';
import type {
  GatewayNotification,
  GatewayPayment,
  GatewayPaymentListQuery,
  GatewayRefundRequest,
  NotificationReceipt,
} from '@/lib/api/api-types';
import { gatewayNotificationTags, gatewayPaymentReviewTags, listTags } from '@/lib/api/tags';

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
    /**
     * POST /payments/notification (the gateway, no token): a notification the gateway sent, sent again as a gateway
     * retries, which the QRIS simulator offers. What it may change is what the gateway's payment may have changed.
     */
    receivePaymentNotification: build.mutation<ApiEnvelope<NotificationReceipt>, GatewayNotification>({
      query: (body) => ({ url: 'payments/notification', method: 'POST', body: body satisfies GatewayNotification }),
      invalidatesTags: gatewayNotificationTags,
    }),
  }),
});

export const {
  useGatewayPaymentsQuery,
  useAcceptGatewayPaymentMutation,
  useRefundGatewayPaymentMutation,
  useReceivePaymentNotificationMutation,
} = paymentsApi;

/** The number the dashboard menu shows on `Pembayaran Otomatis`: the payments waiting for review; 0 while unknown. */
export function usePaymentsInReview(): number {
  return useGatewayPaymentsQuery({ status: 'review', page: 1, pageSize: 1 }).data?.pagination.itemCount ?? 0;
}
