import { api, dataOf, listOf, type ApiEnvelope } from '../../lib/api';
import type { BookedSlot, Reservation } from '../../lib/api-types';
import type { ReservationInput } from '../../lib/schemas';
import { listTag, listTags } from '../../lib/tags';

const OWN_RESERVATIONS = { type: 'Reservation', id: 'USER' } as const;
const dateTag = (date: string) => ({ type: 'Reservation', id: `DATE-${date}` }) as const;
const ANY_DATE = { type: 'Reservation', id: 'DATE' } as const;

/** A status change touches the row, every list it is in, the day's slots and its transaction. */
const statusChangeTags = (id: number) => [
  { type: 'Reservation' as const, id },
  listTag('Reservation'),
  OWN_RESERVATIONS,
  ANY_DATE,
  listTag('Transaction'),
  { type: 'Transaction' as const, id: `RESERVATION-${id}` },
];

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    reservations: build.query<Reservation[], void>({
      query: () => 'reservations',
      // Thousands of rows: comparing a refetch with the old list costs more than it saves.
      structuralSharing: false,
      transformResponse: listOf<Reservation>,
      providesTags: (reservations) => listTags('Reservation', reservations),
    }),
    ownReservations: build.query<Reservation[], void>({
      query: () => 'reservations/user',
      transformResponse: listOf<Reservation>,
      providesTags: (reservations) => [...listTags('Reservation', reservations), OWN_RESERVATIONS],
    }),
    reservation: build.query<Reservation, number>({
      query: (id) => `reservation/${id}`,
      transformResponse: dataOf<Reservation>,
      providesTags: (_reservation, _error, id) => [{ type: 'Reservation', id }],
    }),
    /** A day's reservations: full rows for an admin, only the taken slots for a customer. */
    reservationsOnDate: build.query<(Reservation | BookedSlot)[], string>({
      query: (date) => ({ url: 'reservation/date', params: { date } }),
      transformResponse: listOf<Reservation | BookedSlot>,
      providesTags: (_rows, _error, date) => [dateTag(date), ANY_DATE],
    }),
    createReservation: build.mutation<ApiEnvelope<Reservation>, ReservationInput>({
      query: (body) => ({ url: 'reservation', method: 'POST', body }),
      invalidatesTags: (_result, _error, { date }) => [listTag('Reservation'), OWN_RESERVATIONS, dateTag(date)],
    }),
    completeReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/success`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => statusChangeTags(id),
    }),
    cancelReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/cancel`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => statusChangeTags(id),
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
} = bookingApi;
