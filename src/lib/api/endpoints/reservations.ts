import { api, listOf, type ApiEnvelope, type ListPage } from '@/lib/api/api';
import type {
  BookedSlot,
  RescheduleRequest,
  Reservation,
  ReservationListQuery,
  ReservationRequest,
} from '@/lib/api/api-types';
import type { RescheduleInput, ReservationInput } from '@/lib/forms/schemas';
import {
  anyDateTag,
  dateTag,
  listTag,
  listTags,
  ownReservationsTag,
  reservationStatusChangeTags,
} from '@/lib/api/tags';
import { taggedItem, taggedList, taggedPage } from '@/lib/api/tagged-reads';
import { rowAction } from '@/lib/api/row-actions';

/** The days a range read covers, both included, as `YYYY-MM-DD`. */
export interface ReservationRange {
  startDate: string;
  endDate: string;
}

/** PATCH /reservation/{id}/<action>: a status change, refreshing the row everywhere it shows. */
const statusChange = (action: 'success' | 'cancel' | 'cancel-own') =>
  rowAction(
    'PATCH',
    (id: number) => `reservation/${id}/${action}`,
    (id) => reservationStatusChangeTags(id),
  );

export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reservations (admin): one page of every reservation, searched and filtered by the server. */
    reservations: build.query<ListPage<Reservation>, ReservationListQuery>({
      query: (params) => ({ url: 'reservations', params }),
      ...taggedPage<Reservation>('Reservation'),
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
    /**
     * GET /reservations/range (admin): the bookings holding a slot on the days of a range (both included, at
     * most 31), by day and time. Tagged as the reservation list, so a new booking, a move, a cancel or a
     * payment refreshes it.
     */
    reservationsInRange: build.query<Reservation[], ReservationRange>({
      query: (range) => ({ url: 'reservations/range', params: { ...range } }),
      ...taggedList<Reservation>('Reservation'),
    }),
    createReservation: build.mutation<ApiEnvelope<Reservation>, ReservationInput>({
      query: (body) => ({ url: 'reservation', method: 'POST', body: body satisfies ReservationRequest }),
      invalidatesTags: (_result, _error, { date }) => [listTag('Reservation'), ownReservationsTag, dateTag(date)],
    }),
    completeReservation: build.mutation<ApiEnvelope<Reservation>, number>(statusChange('success')),
    cancelReservation: build.mutation<ApiEnvelope<Reservation>, number>(statusChange('cancel')),
    /**
     * PATCH /reservation/{id}/cancel-own: a customer calls off their own pending booking before sending a proof.
     * Shared by the history and the payment page. A refusal refreshes too: it means the page was out of date.
     */
    cancelOwnReservation: build.mutation<ApiEnvelope<Reservation>, number>(statusChange('cancel-own')),
    /** PATCH /reservation/{id}/reschedule: its customer or an admin (with a reason) moves a booking. */
    rescheduleReservation: build.mutation<ApiEnvelope<Reservation>, { id: number } & RescheduleInput>({
      query: ({ id, ...body }) => ({
        url: `reservation/${id}/reschedule`,
        method: 'PATCH',
        body: body satisfies RescheduleRequest,
      }),
      invalidatesTags: (_result, _error, { id }) => reservationStatusChangeTags(id),
    }),
  }),
});

export const {
  useReservationsQuery,
  useOwnReservationsQuery,
  useReservationQuery,
  useReservationsOnDateQuery,
  useReservationsInRangeQuery,
  useCreateReservationMutation,
  useCompleteReservationMutation,
  useCancelReservationMutation,
  useCancelOwnReservationMutation,
  useRescheduleReservationMutation,
} = reservationsApi;
