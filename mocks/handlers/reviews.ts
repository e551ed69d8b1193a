import type { Backend } from '../backend';
import { createReview, listReviews, reviewOfReservation, someReviews } from '../domain/reviews';
import { contractHttp } from './http';
import { ruleRoutes } from './rule-routes';

/** `/review…`: a customer's review of a finished session, the admin's list and the public ones. */
export function reviewHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    contractHttp.get(
      '/reviews',
      read((db, { caller }) => listReviews(db, caller)),
    ),
    contractHttp.get(
      '/reviews/some',
      read((db) => someReviews(db)),
    ),
    contractHttp.get(
      '/review/{reservationId}',
      read((db, { caller, params }) => reviewOfReservation(db, caller, params.reservationId)),
    ),
    contractHttp.post(
      '/review',
      change((db, { caller, body }) => createReview(db, caller, body)),
    ),
  ];
}
