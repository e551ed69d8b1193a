import { api, dataOf, listOf, pageOf, type ApiEnvelope, type ListPage } from '@/lib/api/api';
import type { PublicReview, Review, ReviewListQuery, ReviewRequest } from '@/lib/api/api-types';
import type { ReviewInput } from '@/lib/forms/schemas';
import { itemTag, listTag, listTags, ownReservationsTag, publicReviewsTag, reservationReviewTag } from '@/lib/api/tags';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reviews (admin): one page of the reviews, searched by the server. */
    reviews: build.query<ListPage<Review>, ReviewListQuery>({
      query: (params) => ({ url: 'reviews', params }),
      transformResponse: pageOf<Review>,
      providesTags: (page) => listTags('Review', page?.rows),
    }),
    publicReviews: build.query<PublicReview[], void>({
      query: () => 'reviews/some',
      transformResponse: listOf<PublicReview>,
      providesTags: [publicReviewsTag],
    }),
    reviewOfReservation: build.query<Review, number>({
      query: (reservationId) => `review/${reservationId}`,
      transformResponse: dataOf<Review>,
      providesTags: (_review, _error, reservationId) => [reservationReviewTag(reservationId)],
    }),
    createReview: build.mutation<ApiEnvelope<Review>, ReviewInput>({
      query: (body) => ({ url: 'review', method: 'POST', body: body satisfies ReviewRequest }),
      invalidatesTags: (_result, _error, { reservationId }) => [
        listTag('Review'),
        publicReviewsTag,
        reservationReviewTag(reservationId),
        itemTag('Reservation', reservationId),
        ownReservationsTag,
        listTag('Reservation'),
        // A review withdraws its review request still queued.
        listTag('Reminder'),
      ],
    }),
  }),
});

export const { useReviewsQuery, usePublicReviewsQuery, useReviewOfReservationQuery, useCreateReviewMutation } =
  reviewsApi;
