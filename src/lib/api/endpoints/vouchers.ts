import { api, pageOf, type ApiEnvelope, type ListPage } from '@/lib/api/api';
import type { Voucher, VoucherListQuery, VoucherRequest } from '@/lib/api/api-types';
import type { VoucherInput } from '@/lib/forms/voucher-schemas';
import { listTag, listTags, voucherChangeTags } from '@/lib/api/tags';

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vouchers (admin): one page of the vouchers, newest first, each with its uses; `q` looks in the code. */
    vouchers: build.query<ListPage<Voucher>, VoucherListQuery>({
      query: (params) => ({ url: 'vouchers', params }),
      transformResponse: pageOf<Voucher>,
      providesTags: (page) => listTags('Voucher', page?.rows),
    }),
    /** POST /voucher (admin): a new promo code. */
    createVoucher: build.mutation<ApiEnvelope<Voucher>, VoucherInput>({
      query: (body) => ({ url: 'voucher', method: 'POST', body: body satisfies VoucherRequest }),
      invalidatesTags: [listTag('Voucher')],
    }),
    /** PUT /voucher/{id} (admin): the whole voucher, for the bookings made from now on (switched off, too). */
    updateVoucher: build.mutation<ApiEnvelope<Voucher>, VoucherInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `voucher/${id}`, method: 'PUT', body: body satisfies VoucherRequest }),
      invalidatesTags: (_result, _error, { id }) => voucherChangeTags(id),
    }),
    /** DELETE /voucher/{id} (admin): only a voucher no booking used; a used one is switched off instead. */
    deleteVoucher: build.mutation<ApiEnvelope<Voucher>, number>({
      query: (id) => ({ url: `voucher/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => voucherChangeTags(id),
    }),
  }),
});

export const { useVouchersQuery, useCreateVoucherMutation, useUpdateVoucherMutation, useDeleteVoucherMutation } =
  vouchersApi;
