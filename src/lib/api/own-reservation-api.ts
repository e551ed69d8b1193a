import { api, type ApiEnvelope } from './api';
import type { Reservation } from './api-types';
import { reservationStatusChangeTags } from './tags';

/**
 * PATCH /reservation/{id}/cancel-own: a customer calls off their own pending booking before sending a proof.
 * Shared by the history and the payment page. A refusal refreshes too: it means the page was out of date.
 */
export const ownReservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelOwnReservation: build.mutation<ApiEnvelope<Reservation>, number>({
      query: (id) => ({ url: `reservation/${id}/cancel-own`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => reservationStatusChangeTags(id),
    }),
  }),
});

export const { useCancelOwnReservationMutation } = ownReservationApi;
