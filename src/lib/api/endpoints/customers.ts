import { api, pageOf, type ApiEnvelope, type ListPage } from '@/lib/api/api';
import type { Customer, CustomerDetail, CustomerListQuery } from '@/lib/api/api-types';
import type { CustomerNotesInput } from '@/lib/forms/schemas';
import { itemTag, listTags } from '@/lib/api/tags';

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /customers (admin): the customers with their figures, found by name, email or phone number, in the order
     * asked for; one page, or all of them without `page` (the CSV export).
     */
    customers: build.query<ListPage<Customer>, CustomerListQuery>({
      query: (params) => ({ url: 'customers', params }),
      transformResponse: pageOf<Customer>,
      providesTags: (page) => listTags('Customer', page?.rows),
    }),
    /** GET /customer/{id} (admin): one customer's page. */
    customer: build.query<CustomerDetail, number>({
      query: (id) => `customer/${id}`,
      transformResponse: (response: ApiEnvelope<CustomerDetail>) => response.data,
      providesTags: (_page, _error, id) => [itemTag('Customer', id)],
    }),
    /** PATCH /customer/{id} (admin): the admin's private notes on a customer. */
    updateCustomerNotes: build.mutation<ApiEnvelope<CustomerDetail>, { id: number } & CustomerNotesInput>({
      query: ({ id, notes }) => ({ url: `customer/${id}`, method: 'PATCH', body: { notes } }),
      invalidatesTags: (_answer, _error, { id }) => [itemTag('Customer', id)],
    }),
  }),
});

export const { useCustomersQuery, useCustomerQuery, useUpdateCustomerNotesMutation } = customersApi;
