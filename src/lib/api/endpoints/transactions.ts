import { api, type ApiEnvelope, dataOf, type ListPage, pageOf } from '@/lib/api/api';
import type {
  CounterPaymentRequest,
  PaymentProofRequest,
  Transaction,
  TransactionListQuery,
  TransactionRequest,
} from '@/lib/api/api-types';
import {
  chargeTags,
  transactionChangeTags,
  itemTag,
  listTags,
  reservationStatusChangeTags,
  reservationTransactionTag,
} from '@/lib/api/tags';
import type { TransactionInput } from '@/lib/forms/schemas';

export interface ProofDecision {
  transactionId: number;
  detailId: number;
}

export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /transactions (admin): one page of the transactions, searched and filtered by the server. */
    transactions: build.query<ListPage<Transaction>, TransactionListQuery>({
      query: (params) => ({ url: 'transactions', params }),
      transformResponse: pageOf<Transaction>,
      providesTags: (page) => listTags('Transaction', page?.rows),
    }),
    payTransaction: build.mutation<ApiEnvelope<Transaction>, { id: number; image: string }>({
      query: ({ id, image }) => ({
        url: `transaction/${id}/pay`,
        method: 'POST',
        body: { image } satisfies PaymentProofRequest,
      }),
      invalidatesTags: (result, _error, { id }) => transactionChangeTags(id, result?.data.reservationId),
    }),
    /** The admin's verdict on one proof of a transaction. */
    validateProof: build.mutation<ApiEnvelope<Transaction>, ProofDecision>({
      query: ({ transactionId, detailId }) => ({
        url: `transaction/${transactionId}/valid/${detailId}`,
        method: 'PUT',
      }),
      invalidatesTags: (result, _error, { transactionId }) =>
        transactionChangeTags(transactionId, result?.data.reservationId),
    }),
    invalidateProof: build.mutation<ApiEnvelope<Transaction>, ProofDecision>({
      query: ({ transactionId, detailId }) => ({
        url: `transaction/${transactionId}/invalid/${detailId}`,
        method: 'PUT',
      }),
      invalidatesTags: (result, _error, { transactionId }) =>
        transactionChangeTags(transactionId, result?.data.reservationId),
    }),
    /** The admin records an installment taken at the counter: accepted as it is recorded. */
    recordCounterPayment: build.mutation<ApiEnvelope<Transaction>, CounterPaymentRequest & { id: number }>({
      query: ({ id, ...payment }) => ({
        url: `transaction/${id}/counter-payment`,
        method: 'POST',
        body: payment satisfies CounterPaymentRequest,
      }),
      invalidatesTags: (result, _error, { id }) => transactionChangeTags(id, result?.data.reservationId),
    }),
    /** POST /transaction/{id}/charge (customer): the gateway's QRIS for the installment due, or the one still valid. */
    createCharge: build.mutation<ApiEnvelope<Transaction>, number>({
      query: (id) => ({ url: `transaction/${id}/charge`, method: 'POST' }),
      invalidatesTags: (result, _error, id) => chargeTags(id, result?.data.reservationId),
    }),
    markTransactionPaid: build.mutation<ApiEnvelope<Transaction>, number>({
      query: (id) => ({ url: `transaction/${id}/paid`, method: 'PUT' }),
      invalidatesTags: (result, _error, id) => transactionChangeTags(id, result?.data.reservationId),
    }),
    /**
     * GET /transaction/{id}: shared by the payment page and the admin's transaction detail, so both read one
     * cache entry. POST /transaction: starts a booking's payment, from the booking flow or, when that step
     * failed, from the customer's history; it shows on the reservation everywhere (lists, history, slots).
     */
    transaction: build.query<Transaction, number>({
      query: (id) => `transaction/${id}`,
      transformResponse: dataOf<Transaction>,
      providesTags: (transaction, _error, id) => [
        itemTag('Transaction', id),
        ...(transaction ? [reservationTransactionTag(transaction.reservationId)] : []),
      ],
    }),
    createTransaction: build.mutation<ApiEnvelope<Transaction>, TransactionInput>({
      query: (body) => ({ url: 'transaction', method: 'POST', body: body satisfies TransactionRequest }),
      invalidatesTags: (_result, _error, { reservationId }) => reservationStatusChangeTags(reservationId),
    }),
  }),
});

export const {
  useTransactionsQuery,
  usePayTransactionMutation,
  useValidateProofMutation,
  useInvalidateProofMutation,
  useRecordCounterPaymentMutation,
  useMarkTransactionPaidMutation,
  useCreateChargeMutation,
  useTransactionQuery,
  useCreateTransactionMutation,
} = transactionsApi;
