import { cancelOwnReservation } from '../domain/reservations/customer-cancellation';
import {
  cancelReservation,
  completeReservation,
  createReservation,
  getReservation,
  listOwnReservations,
  listReservations,
  reservationsInRange,
  reservationsOnDate,
} from '../domain/reservations/reservations';
import { rescheduleReservation } from '../domain/reservations/reschedule';
import { checkIn, markNoShow, undoCheckIn, undoNoShow } from '../domain/reservations/arrivals';
import { quoteReservation } from '../domain/vouchers/vouchers';
import { ruleTable } from './rule-routes';

/**
 * `/reservation…`: bookings, the customer's own, a day's taken slots, the admin's range of days, and their
 * move, cancel and completion.
 */
export const reservationHandlers = ruleTable(({ get, post, patch, delete: remove }) => [
  get('/reservations', (db, { caller, url }) => listReservations(db, caller, url.searchParams)),
  get('/reservations/user', (db, { caller, url }) => listOwnReservations(db, caller, url.searchParams)),
  get('/reservations/range', (db, { caller, url }) => reservationsInRange(db, caller, url.searchParams)),
  get('/reservation/date', (db, { caller, url }) => reservationsOnDate(db, caller, url.searchParams.get('date'))),
  get('/reservation/{id}', (db, { caller, params }) => getReservation(db, caller, params.id)),
  post('/reservation', (db, { caller, body }) => createReservation(db, caller, body)),
  post('/reservation/quote', (db, { caller, body }) => quoteReservation(db, caller, body)),
  patch('/reservation/{id}/success', (db, { caller, params }) => completeReservation(db, caller, params.id)),
  patch('/reservation/{id}/cancel', (db, { caller, params, body }) => cancelReservation(db, caller, params.id, body)),
  patch('/reservation/{id}/cancel-own', (db, { caller, params, body }) =>
    cancelOwnReservation(db, caller, params.id, body),
  ),
  patch('/reservation/{id}/check-in', (db, { caller, params }) => checkIn(db, caller, params.id)),
  remove('/reservation/{id}/check-in', (db, { caller, params }) => undoCheckIn(db, caller, params.id)),
  patch('/reservation/{id}/no-show', (db, { caller, params }) => markNoShow(db, caller, params.id)),
  remove('/reservation/{id}/no-show', (db, { caller, params }) => undoNoShow(db, caller, params.id)),
  patch('/reservation/{id}/reschedule', (db, { caller, params, body }) =>
    rescheduleReservation(db, caller, params.id, body),
  ),
]);
