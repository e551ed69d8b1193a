import { api, listOf, type ApiEnvelope } from '../../lib/api';
import type { Transaction } from '../../lib/api-types';
import { listTag, listTags } from '../../lib/tags';

/** A transaction's state shows on its reservation too (history, schedule, lists): refresh them all. */
const reservationTags = (reservationId: number | undefined) => [
  listTag('Reservation'),
  { type: 'Reservation' as const, id: 'USER' },
  { type: 'Reservation' as const, id: 'DATE' },
  ...(reservationId === undefined ? [] : [{ type: 'Reservation' as const, id: reservationId }]),
];

export interface ProofDecision {
  transactionId: number;
  detailId: number;
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    transactions: build.query<Transaction[], void>({
      query: () => 'transactions',
      // Thousands of rows: comparing a refetch with the old list costs more than it saves.
      structuralSharing: false,
      transformResponse: listOf<Transaction>,
      providesTags: (transactions) => listTags('Transaction', transactions),
    }),
    payTransaction: build.mutation<ApiEnvelope<Transaction>, { id: number; image: string }>({
      query: ({ id, image }) => ({ url: `transaction/${id}/pay`, method: 'POST', body: { image } }),
      invalidatesTags: (result, _error, { id }) => [{ type: 'Transaction', id }, listTag('Transaction'), ...reservationTags(result?.data.reservationId)],
    }),
    validateProof: build.mutation<ApiEnvelope<Transaction>, ProofDecision>({
      query: ({ transactionId, detailId }) => ({ url: `transaction/${transactionId}/valid/${detailId}`, method: 'PUT' }),
      invalidatesTags: (result, _error, { transactionId }) => [
        { type: 'Transaction', id: transactionId },
        listTag('Transaction'),
        ...reservationTags(result?.data.reservationId),
      ],
    }),
    invalidateProof: build.mutation<ApiEnvelope<Transaction>, ProofDecision>({
      query: ({ transactionId, detailId }) => ({ url: `transaction/${transactionId}/invalid/${detailId}`, method: 'PUT' }),
      invalidatesTags: (result, _error, { transactionId }) => [
        { type: 'Transaction', id: transactionId },
        listTag('Transaction'),
        ...reservationTags(result?.data.reservationId),
      ],
    }),
    markTransactionPaid: build.mutation<ApiEnvelope<Transaction>, number>({
      query: (id) => ({ url: `transaction/${id}/paid`, method: 'PUT' }),
      invalidatesTags: (result, _error, id) => [{ type: 'Transaction', id }, listTag('Transaction'), ...reservationTags(result?.data.reservationId)],
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
