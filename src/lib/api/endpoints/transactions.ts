import { api, type ApiEnvelope, dataOf, type ListPage } from '@/lib/api/api';
import type { PaymentProofRequest, Transaction, TransactionListQuery, TransactionRequest } from '@/lib/api/api-types';
import { transactionChangeTags, itemTag, reservationStatusChangeTags, reservationTransactionTag } from '@/lib/api/tags';
import type { TransactionInput } from '@/lib/forms/schemas';
import { taggedPage } from '@/lib/api/tagged-reads';
import { rowAction } from '@/lib/api/row-actions';

export interface ProofDecision {
  transactionId: number;
  detailId: number;
}

/** PUT /transaction/{id}/<verdict>/{detailId}: the admin's verdict on one proof of a transaction. */
const proofDecision = (verdict: 'valid' | 'invalid') =>
  rowAction(
    'PUT',
    ({ transactionId, detailId }: ProofDecision) => `transaction/${transactionId}/${verdict}/${detailId}`,
    ({ transactionId }, transaction: Transaction | undefined) =>
      transactionChangeTags(transactionId, transaction?.reservationId),
  );

export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /transactions (admin): one page of the transactions, searched and filtered by the server. */
    transactions: build.query<ListPage<Transaction>, TransactionListQuery>({
      query: (params) => ({ url: 'transactions', params }),
      ...taggedPage<Transaction>('Transaction'),
    }),
    payTransaction: build.mutation<ApiEnvelope<Transaction>, { id: number; image: string }>({
      query: ({ id, image }) => ({
        url: `transaction/${id}/pay`,
        method: 'POST',
        body: { image } satisfies PaymentProofRequest,
      }),
      invalidatesTags: (result, _error, { id }) => transactionChangeTags(id, result?.data.reservationId),
    }),
    validateProof: build.mutation<ApiEnvelope<Transaction>, ProofDecision>(proofDecision('valid')),
    invalidateProof: build.mutation<ApiEnvelope<Transaction>, ProofDecision>(proofDecision('invalid')),
    markTransactionPaid: build.mutation<ApiEnvelope<Transaction>, number>(
      rowAction(
        'PUT',
        (id: number) => `transaction/${id}/paid`,
        (id, transaction: Transaction | undefined) => transactionChangeTags(id, transaction?.reservationId),
      ),
    ),
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
  useMarkTransactionPaidMutation,
  useTransactionQuery,
  useCreateTransactionMutation,
} = transactionsApi;
