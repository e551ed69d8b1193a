import { api, dataOf, type ApiEnvelope } from './api';
import type { Transaction, TransactionRequest } from './api-types';
import type { TransactionInput } from '../forms/schemas';
import { itemTag, reservationStatusChangeTags, reservationTransactionTag } from './tags';

/**
 * GET /transaction/{id}: shared by the payment page and the admin's transaction detail, so both read one
 * cache entry. POST /transaction: starts a booking's payment, from the booking flow or, when that step
 * failed, from the customer's history; it shows on the reservation everywhere (lists, history, slots).
 */
export const transactionApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useTransactionQuery, useCreateTransactionMutation } = transactionApi;
