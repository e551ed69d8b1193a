import { api, listOf, type ApiEnvelope } from '@/lib/api/api';
import type { BookedSlot, Reservation, ReservationRequest } from '@/lib/api/api-types';
import type { ReservationInput } from '@/lib/forms/schemas';
import {
  anyDateTag,
  dateTag,
  listTag,
  listTags,
  ownReservationsTag,
  reservationStatusChangeTags,
} from '@/lib/api/tags';
import { taggedItem, taggedList } from '@/lib/api/tagged-reads';

export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reservations: build.query<Reservation[], void>({
      query: () => 'reservations',
      // Thousands of rows: comparing a refetch with the old list costs more than it saves.
      structuralSharing: false,
      ...taggedList<Reservation>('Reservation'),
    }),
    ownReservations: build.query<Reservation[], void>({
      query: () => 'reservations/user',
      transformResponse: listOf<Reservation>,
      providesTags: (reservations) => [...listTags('Reservation', reservations), ownReservationsTag],
    }),
    reservation: build.query<Reservation, number>({
      query: (id) => `reservation/${id}`,
      ...taggedItem<Reservation>('Reservation'),
    }),
    /** A day's reservations: full rows for an admin, only the taken slots for a customer. */
    reservationsOnDate: build.query<(Reservation | BookedSlot)[], string>({
      query: (date) => ({ url: 'reservation/date', params: { date } }),
      transformResponse: listOf<Reservation | BookedSlot>,
      providesTags: (_rows, _error, date) => [dateTag(date), anyDateTag],
    }),
    createReservation: build.mutation<ApiEnvelope<Reservation>, ReservationInput>({
      query: (body) => ({ url: 'reservation', method: 'POST', body: body satisfies ReservationRequest }),
      invalidatesTags: (_result, _error, { date }) => [listTag('Reservation'), ownReservationsTag, dateTag(date)],
    }),
    completeReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/success`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    cancelReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/cancel`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    /**
     * PATCH /reservation/{id}/cancel-own: a customer calls off their own pending booking before sending a proof.
     * Shared by the history and the payment page. A refusal refreshes too: it means the page was out of date.
     */
    cancelOwnReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/cancel-own`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
  }),
});

export const {
  useReservationsQuery,
  useOwnReservationsQuery,
  useReservationQuery,
  useReservationsOnDateQuery,
  useCreateReservationMutation,
  useCompleteReservationMutation,
  useCancelReservationMutation,
  useCancelOwnReservationMutation,
} = reservationsApi;
