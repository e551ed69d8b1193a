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
import { contractHttp } from './http';
import { ruleRoutes } from './rule-routes';

/** `/reservation…`: bookings, the customer's own, a day's taken slots, and their cancel and completion. */
export function reservationHandlers(backend: Backend) {
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
  ];
}
