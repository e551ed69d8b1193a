import { createReview, listReviews, reviewOfReservation, someReviews } from '../domain/reviews/reviews';
import { ruleTable } from './rule-routes';

/** `/review…`: a customer's review of a finished session, the admin's list and the public ones. */
export const reviewHandlers = ruleTable(({ get, post }) => [
  get('/reviews', (db, { caller, url }) => listReviews(db, caller, url.searchParams)),
  get('/reviews/some', (db) => someReviews(db)),
  get('/review/{reservationId}', (db, { caller, params }) => reviewOfReservation(db, caller, params.reservationId)),
  post('/review', (db, { caller, body }) => createReview(db, caller, body)),
]);
