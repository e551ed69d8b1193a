import { api, dataOf } from './api';
import type { Transaction } from './api-types';
import { reservationTransactionTag } from './tags';

/**
 * GET /transaction/{id}: shared by the payment page, the customer's history (whether a proof was sent) and
 * the admin's transaction detail, so all of them read one cache entry.
 */
export const transactionApi = api.injectEndpoints({
  endpoints: (build) => ({
    transaction: build.query<Transaction, number>({
      query: (id) => `transaction/${id}`,
      transformResponse: dataOf<Transaction>,
      providesTags: (transaction, _error, id) => [
        { type: 'Transaction', id },
        ...(transaction ? [reservationTransactionTag(transaction.reservationId)] : []),
      ],
    }),
  }),
});

export const { useTransactionQuery } = transactionApi;
