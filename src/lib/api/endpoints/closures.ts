import { api, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { BookingOnClosingDay, ClosedDays, ClosureRequest } from '@/lib/api/api-types';
import type { ClosureInput } from '@/lib/forms/schemas';
import { closureChangeTags, listTag } from '@/lib/api/tags';

/** The days a closure would cover, both included, as calendar days. */
export interface ClosingDays {
  startDate: string;
  endDate: string;
}

export const closuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /closed-days: every closure, for the date pickers and the admin's list. */
    closedDays: build.query<ClosedDays[], void>({
      query: () => 'closed-days',
      transformResponse: listOf<ClosedDays>,
      providesTags: [listTag('ClosedDays')],
    }),
    /** GET /closed-days/bookings: the active bookings on days about to close, for the admin's decisions. */
    bookingsOnClosingDays: build.query<BookingOnClosingDay[], ClosingDays>({
      query: (days) => ({ url: 'closed-days/bookings', params: { ...days } }),
      transformResponse: listOf<BookingOnClosingDay>,
      providesTags: [listTag('Reservation')],
    }),
    createClosure: build.mutation<ApiEnvelope<ClosedDays>, ClosureInput>({
      query: (body) => ({ url: 'closed-day', method: 'POST', body: body satisfies ClosureRequest }),
      invalidatesTags: closureChangeTags,
    }),
    deleteClosure: build.mutation<ApiEnvelope<ClosedDays>, number>({
      query: (id) => ({ url: `closed-day/${id}`, method: 'DELETE' }),
      invalidatesTags: closureChangeTags,
    }),
  }),
});

export const { useClosedDaysQuery, useBookingsOnClosingDaysQuery, useCreateClosureMutation, useDeleteClosureMutation } =
  closuresApi;
