import { api, dataOf, listOf, type ApiEnvelope } from '../../lib/api';
import type { PublicReview, Review } from '../../lib/api-types';
import type { ReviewInput } from '../../lib/schemas';
import { listTag, listTags } from '../../lib/tags';

const PUBLIC_REVIEWS = { type: 'Review', id: 'SOME' } as const;
const reviewOfTag = (reservationId: number) => ({ type: 'Review', id: `RESERVATION-${reservationId}` }) as const;

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<Review[], void>({
      query: () => 'reviews',
      transformResponse: listOf<Review>,
      providesTags: (reviews) => listTags('Review', reviews),
    }),
    publicReviews: build.query<PublicReview[], void>({
      query: () => 'reviews/some',
      transformResponse: listOf<PublicReview>,
      providesTags: [PUBLIC_REVIEWS],
    }),
    reviewOfReservation: build.query<Review, number>({
      query: (reservationId) => `review/${reservationId}`,
      transformResponse: dataOf<Review>,
      providesTags: (_review, _error, reservationId) => [reviewOfTag(reservationId)],
    }),
    createReview: build.mutation<ApiEnvelope<Review>, ReviewInput>({
      query: (body) => ({ url: 'review', method: 'POST', body }),
      invalidatesTags: (_result, _error, { reservationId }) => [
        listTag('Review'),
        PUBLIC_REVIEWS,
        reviewOfTag(reservationId),
        { type: 'Reservation', id: reservationId },
        { type: 'Reservation', id: 'USER' },
        listTag('Reservation'),
      ],
    }),
  }),
});

export const { useReviewsQuery, usePublicReviewsQuery, useReviewOfReservationQuery, useCreateReviewMutation } = reviewsApi;
