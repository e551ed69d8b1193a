import { bookingsOnClosingDays, createClosure, deleteClosure, listClosedDays } from '../domain/closures/closures';
import { ruleTable } from './rule-routes';

/** `/closed-day…`: the days the studio is closed, the bookings on days about to close, and closing and opening. */
export const closureHandlers = ruleTable(({ get, post, delete: remove }) => [
  get('/closed-days', (db) => listClosedDays(db)),
  get('/closed-days/bookings', (db, { caller, url }) => bookingsOnClosingDays(db, caller, url.searchParams)),
  post('/closed-day', (db, { caller, body }) => createClosure(db, caller, body)),
  remove('/closed-day/{id}', (db, { caller, params }) => deleteClosure(db, caller, params.id)),
]);
