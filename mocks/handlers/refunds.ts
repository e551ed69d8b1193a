import { listRefunds, markRefundPaid } from '../domain/refunds/refunds';
import { ruleTable } from './rule-routes';

/** `/refund…`: what cancelled bookings give back, and the admin recording it paid back. */
export const refundHandlers = ruleTable(({ get, patch }) => [
  get('/refunds', (db, { caller, url }) => listRefunds(db, caller, url.searchParams)),
  patch('/refund/{id}/paid', (db, { caller, params, body }) => markRefundPaid(db, caller, params.id, body)),
]);
