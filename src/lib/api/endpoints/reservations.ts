import { api, dataOf, listOf, pageOf, type ApiEnvelope, type ListPage } from '@/lib/api/api';
import type {
  AdminCancelRequest,
  BankAccount,
  BookedSlot,
  CancelOwnRequest,
  RescheduleRequest,
  Reservation,
  ReservationListQuery,
  ReservationQuote,
  ReservationQuoteRequest,
  ReservationRequest,
  StaffReservationRequest,
} from '@/lib/api/api-types';
import type { AdminCancelInput } from '@/lib/forms/refund-schemas';
import type { RescheduleInput, ReservationInput, StaffBookingInput } from '@/lib/forms/schemas';
import type { QuoteInput } from '@/lib/forms/voucher-schemas';
import {
  anyDateTag,
  dateTag,
  itemTag,
  listTag,
  listTags,
  ownReservationsTag,
  reservationStatusChangeTags,
  voucherUsesTag,
} from '@/lib/api/tags';

/** The days a range read covers, both included, as `YYYY-MM-DD`. */
export interface ReservationRange {
  startDate: string;
  endDate: string;
}

export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reservations (admin): one page of every reservation, searched and filtered by the server. */
    reservations: build.query<ListPage<Reservation>, ReservationListQuery>({
      query: (params) => ({ url: 'reservations', params }),
      transformResponse: pageOf<Reservation>,
      providesTags: (page) => listTags('Reservation', page?.rows),
    }),
    ownReservations: build.query<Reservation[], void>({
      query: () => 'reservations/user',
      transformResponse: listOf<Reservation>,
      providesTags: (reservations) => [...listTags('Reservation', reservations), ownReservationsTag],
    }),
    reservation: build.query<Reservation, number>({
      query: (id) => `reservation/${id}`,
      transformResponse: dataOf<Reservation>,
      providesTags: (_reservation, _error, id) => [itemTag('Reservation', id)],
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
      transformResponse: listOf<Reservation>,
      providesTags: (reservations) => listTags('Reservation', reservations),
    }),
    /**
     * POST /reservation: the customer's own booking, or the admin's for a customer (`StaffBookingInput`), which
     * comes with its transaction and may add the customer.
     */
    createReservation: build.mutation<ApiEnvelope<Reservation>, ReservationInput | StaffBookingInput>({
      query: (body) => ({
        url: 'reservation',
        method: 'POST',
        body: body satisfies ReservationRequest | StaffReservationRequest,
      }),
      invalidatesTags: (_result, _error, input) => [
        listTag('Reservation'),
        ownReservationsTag,
        dateTag(input.date),
        ...('customer' in input ? [listTag('Transaction'), listTag('Customer')] : []),
        voucherUsesTag,
      ],
    }),
    /**
     * POST /reservation/quote: what a booking would cost with a voucher (`subtotal`, `discount`, `total`), nothing
     * booked. A question, not a change: a mutation only because it is a POST asked when the customer applies a
     * code, so it invalidates nothing and caches nothing.
     */
    quoteReservation: build.mutation<ReservationQuote, QuoteInput>({
      query: (body) => ({ url: 'reservation/quote', method: 'POST', body: body satisfies ReservationQuoteRequest }),
      transformResponse: dataOf<ReservationQuote>,
    }),
    /** A status change refreshes the row everywhere it shows. */
    completeReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/success`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    /** PATCH /reservation/{id}/check-in (admin): the customer has come. */
    checkIn: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/check-in`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    /** DELETE /reservation/{id}/check-in (admin): a check-in made by mistake, undone the same day. */
    undoCheckIn: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/check-in`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    /** PATCH /reservation/{id}/no-show (admin): nobody came, from 15 minutes after the start. */
    markNoShow: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/no-show`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    /** DELETE /reservation/{id}/no-show (admin): a no-show marked by mistake, undone the same day. */
    undoNoShow: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/no-show`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
    /**
     * PATCH /reservation/{id}/cancel (admin): the studio calls a session off. A paid booking's cancellation says why
     * and what to give back (`refund`); without it (nothing was paid) no body is sent. The refund it records
     * refreshes the refunds list (`reservationStatusChangeTags`).
     */
    cancelReservation: build.mutation<ApiEnvelope<Reservation>, { id: number; refund?: AdminCancelInput }>({
      query: ({ id, refund }) => ({
        url: `reservation/${id}/cancel`,
        method: 'PATCH',
        ...(refund && { body: refund satisfies AdminCancelRequest }),
      }),
      invalidatesTags: (_result, _error, { id }) => [...reservationStatusChangeTags(id), voucherUsesTag],
    }),
    /**
     * PATCH /reservation/{id}/cancel-own: a customer calls off their own pending booking before its session, with
     * the bank account to refund to when it gives money back (no body otherwise). Shared by the history and the
     * payment page. A refusal refreshes too: it means the page was out of date.
     */
    cancelOwnReservation: build.mutation<ApiEnvelope<Reservation>, { id: number; bankAccount?: BankAccount }>({
      query: ({ id, bankAccount }) => ({
        url: `reservation/${id}/cancel-own`,
        method: 'PATCH',
        ...(bankAccount && { body: { bankAccount } satisfies CancelOwnRequest }),
      }),
      invalidatesTags: (_result, _error, { id }) => [...reservationStatusChangeTags(id), voucherUsesTag],
    }),
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
  useQuoteReservationMutation,
  useCompleteReservationMutation,
  useCheckInMutation,
  useUndoCheckInMutation,
  useMarkNoShowMutation,
  useUndoNoShowMutation,
  useCancelReservationMutation,
  useCancelOwnReservationMutation,
  useRescheduleReservationMutation,
} = reservationsApi;
