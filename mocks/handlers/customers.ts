import { listCustomers } from '../domain/customers/customers';
import { ruleTable } from './rule-routes';

/** `/customers`: the studio's customers, as the admin finds them to book for them. */
export const customerHandlers = ruleTable(({ get }) => [
  get('/customers', (db, { caller, url }) => listCustomers(db, caller, url.searchParams)),
]);
