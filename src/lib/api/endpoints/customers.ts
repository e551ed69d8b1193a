import { api, pageOf, type ListPage } from '@/lib/api/api';
import type { Customer, CustomerListQuery } from '@/lib/api/api-types';
import { listTags } from '@/lib/api/tags';

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /customers (admin): one page of the customers, found by name, email or phone number. */
    customers: build.query<ListPage<Customer>, CustomerListQuery>({
      query: (params) => ({ url: 'customers', params }),
      transformResponse: pageOf<Customer>,
      providesTags: (page) => listTags('Customer', page?.rows),
    }),
  }),
});

export const { useCustomersQuery } = customersApi;
