import { getCustomer, listCustomers, updateCustomerNotes } from '../domain/customers/customers';
import { ruleTable } from './rule-routes';

/** `/customers` and `/customer/{id}`: the studio's customers, as the admin finds them, books for them and notes them. */
export const customerHandlers = ruleTable(({ get, patch }) => [
  get('/customers', (db, { caller, url }) => listCustomers(db, caller, url.searchParams)),
  get('/customer/{id}', (db, { caller, params }) => getCustomer(db, caller, params.id)),
  patch('/customer/{id}', (db, { caller, params, body }) => updateCustomerNotes(db, caller, params.id, body)),
]);
