import type { Backend } from '../backend';
import { cancelOwnReservation } from '../domain/bookings/customer-cancellation';
import {
  cancelReservation,
  completeReservation,
  createReservation,
  getReservation,
  listOwnReservations,
  listReservations,
  reservationsOnDate,
} from '../domain/bookings/reservations';
import { createReview, listReviews, reviewOfReservation, someReviews } from '../domain/reviews';
import {
  createTransaction,
  decideProof,
  getTransaction,
  listTransactions,
  markTransactionPaid,
  payTransaction,
} from '../domain/payments/transactions';
import { contractHttp } from './http';
import { ruleRoutes } from './rule-routes';

export function bookingHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    contractHttp.get(
      '/reservations',
      read((db, { caller }) => listReservations(db, caller)),
    ),
    contractHttp.get(
      '/reservations/user',
      read((db, { caller }) => listOwnReservations(db, caller)),
    ),
    contractHttp.get(
      '/reservation/date',
      read((db, { caller, url }) => reservationsOnDate(db, caller, url.searchParams.get('date'))),
    ),
    contractHttp.get(
      '/reservation/{id}',
      read((db, { caller, params }) => getReservation(db, caller, params.id)),
    ),
    contractHttp.post(
      '/reservation',
      change((db, { caller, body }) => createReservation(db, caller, body)),
    ),
    contractHttp.patch(
      '/reservation/{id}/success',
      change((db, { caller, params }) => completeReservation(db, caller, params.id)),
    ),
    contractHttp.patch(
      '/reservation/{id}/cancel',
      change((db, { caller, params }) => cancelReservation(db, caller, params.id)),
    ),
    contractHttp.patch(
      '/reservation/{id}/cancel-own',
      change((db, { caller, params }) => cancelOwnReservation(db, caller, params.id)),
    ),

    contractHttp.get(
      '/transactions',
      read((db, { caller, url }) => listTransactions(db, caller, url.searchParams.get('proof'))),
    ),
    contractHttp.get(
      '/transaction/{id}',
      read((db, { caller, params }) => getTransaction(db, caller, params.id)),
    ),
    contractHttp.post(
      '/transaction',
      change((db, { caller, body }) => createTransaction(db, caller, body)),
    ),
    contractHttp.post(
      '/transaction/{id}/pay',
      change((db, { caller, params, body }) => payTransaction(db, caller, params.id, body)),
    ),
    contractHttp.put(
      '/transaction/{id}/valid/{detailId}',
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, true)),
    ),
    contractHttp.put(
      '/transaction/{id}/invalid/{detailId}',
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, false)),
    ),
    contractHttp.put(
      '/transaction/{id}/paid',
      change((db, { caller, params }) => markTransactionPaid(db, caller, params.id)),
    ),

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
