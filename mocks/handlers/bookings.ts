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
import { api } from './http';
import { ruleRoutes } from './rule-routes';

export function bookingHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    api.get(
      '/reservations',
      read((db, { caller }) => listReservations(db, caller)),
    ),
    api.get(
      '/reservations/user',
      read((db, { caller }) => listOwnReservations(db, caller)),
    ),
    api.get(
      '/reservation/date',
      read((db, { caller, url }) => reservationsOnDate(db, caller, url.searchParams.get('date'))),
    ),
    api.get(
      '/reservation/{id}',
      read((db, { caller, params }) => getReservation(db, caller, params.id)),
    ),
    api.post(
      '/reservation',
      change((db, { caller, body }) => createReservation(db, caller, body)),
    ),
    api.patch(
      '/reservation/{id}/success',
      change((db, { caller, params }) => completeReservation(db, caller, params.id)),
    ),
    api.patch(
      '/reservation/{id}/cancel',
      change((db, { caller, params }) => cancelReservation(db, caller, params.id)),
    ),
    api.patch(
      '/reservation/{id}/cancel-own',
      change((db, { caller, params }) => cancelOwnReservation(db, caller, params.id)),
    ),

    api.get(
      '/transactions',
      read((db, { caller, url }) => listTransactions(db, caller, url.searchParams.get('proof'))),
    ),
    api.get(
      '/transaction/{id}',
      read((db, { caller, params }) => getTransaction(db, caller, params.id)),
    ),
    api.post(
      '/transaction',
      change((db, { caller, body }) => createTransaction(db, caller, body)),
    ),
    api.post(
      '/transaction/{id}/pay',
      change((db, { caller, params, body }) => payTransaction(db, caller, params.id, body)),
    ),
    api.put(
      '/transaction/{id}/valid/{detailId}',
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, true)),
    ),
    api.put(
      '/transaction/{id}/invalid/{detailId}',
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, false)),
    ),
    api.put(
      '/transaction/{id}/paid',
      change((db, { caller, params }) => markTransactionPaid(db, caller, params.id)),
    ),

    api.get(
      '/reviews',
      read((db, { caller }) => listReviews(db, caller)),
    ),
    api.get(
      '/reviews/some',
      read((db) => someReviews(db)),
    ),
    api.get(
      '/review/{reservationId}',
      read((db, { caller, params }) => reviewOfReservation(db, caller, params.reservationId)),
    ),
    api.post(
      '/review',
      change((db, { caller, body }) => createReview(db, caller, body)),
    ),
  ];
}
