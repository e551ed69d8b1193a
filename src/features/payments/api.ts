import { api, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { PaymentProofRequest, Transaction, TransactionListFilter } from '@/lib/api/api-types';
import { listTags, transactionChangeTags } from '@/lib/api/tags';

export interface ProofDecision {
  transactionId: number;
  detailId: number;
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    transactions: build.query<Transaction[], TransactionListFilter>({
      query: ({ proof }) => (proof ? `transactions?proof=${proof}` : 'transactions'),
      // Thousands of rows: comparing a refetch with the old list costs more than it saves.
      structuralSharing: false,
      transformResponse: listOf<Transaction>,
      providesTags: (transactions) => listTags('Transaction', transactions),
    }),
    payTransaction: build.mutation<ApiEnvelope<Transaction>, { id: number; image: string }>({
      query: ({ id, image }) => ({
        url: `transaction/${id}/pay`,
        method: 'POST',
        body: { image } satisfies PaymentProofRequest,
      }),
      invalidatesTags: (result, _error, { id }) => transactionChangeTags(id, result?.data.reservationId),
    }),
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
    markTransactionPaid: build.mutation<ApiEnvelope<Transaction>, number>({
      query: (id) => ({ url: `transaction/${id}/paid`, method: 'PUT' }),
      invalidatesTags: (result, _error, id) => transactionChangeTags(id, result?.data.reservationId),
    }),
  }),
});

export const {
  useTransactionsQuery,
  usePayTransactionMutation,
  useValidateProofMutation,
  useInvalidateProofMutation,
  useMarkTransactionPaidMutation,
} = paymentsApi;
