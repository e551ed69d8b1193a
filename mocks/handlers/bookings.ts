import { http } from 'msw';
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
import { apiPath } from './http';
import { ruleRoutes } from './rule-routes';

export function bookingHandlers(backend: Backend) {
  const { read, change } = ruleRoutes(backend);
  return [
    http.get(
      apiPath('reservations'),
      read((db, { caller }) => listReservations(db, caller)),
    ),
    http.get(
      apiPath('reservations/user'),
      read((db, { caller }) => listOwnReservations(db, caller)),
    ),
    http.get(
      apiPath('reservation/date'),
      read((db, { caller, url }) => reservationsOnDate(db, caller, url.searchParams.get('date'))),
    ),
    http.get(
      apiPath('reservation/:id'),
      read((db, { caller, params }) => getReservation(db, caller, params.id)),
    ),
    http.post(
      apiPath('reservation'),
      change((db, { caller, body }) => createReservation(db, caller, body)),
    ),
    http.patch(
      apiPath('reservation/:id/success'),
      change((db, { caller, params }) => completeReservation(db, caller, params.id)),
    ),
    http.patch(
      apiPath('reservation/:id/cancel'),
      change((db, { caller, params }) => cancelReservation(db, caller, params.id)),
    ),
    http.patch(
      apiPath('reservation/:id/cancel-own'),
      change((db, { caller, params }) => cancelOwnReservation(db, caller, params.id)),
    ),

    http.get(
      apiPath('transactions'),
      read((db, { caller, url }) => listTransactions(db, caller, url.searchParams.get('proof'))),
    ),
    http.get(
      apiPath('transaction/:id'),
      read((db, { caller, params }) => getTransaction(db, caller, params.id)),
    ),
    http.post(
      apiPath('transaction'),
      change((db, { caller, body }) => createTransaction(db, caller, body)),
    ),
    http.post(
      apiPath('transaction/:id/pay'),
      change((db, { caller, params, body }) => payTransaction(db, caller, params.id, body)),
    ),
    http.put(
      apiPath('transaction/:id/valid/:detailId'),
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, true)),
    ),
    http.put(
      apiPath('transaction/:id/invalid/:detailId'),
      change((db, { caller, params }) => decideProof(db, caller, params.id, params.detailId, false)),
    ),
    http.put(
      apiPath('transaction/:id/paid'),
      change((db, { caller, params }) => markTransactionPaid(db, caller, params.id)),
    ),

    http.get(
      apiPath('reviews'),
      read((db, { caller }) => listReviews(db, caller)),
    ),
    http.get(
      apiPath('reviews/some'),
      read((db) => someReviews(db)),
    ),
    http.get(
      apiPath('review/:reservationId'),
      read((db, { caller, params }) => reviewOfReservation(db, caller, params.reservationId)),
    ),
    http.post(
      apiPath('review'),
      change((db, { caller, body }) => createReview(db, caller, body)),
    ),
  ];
}
