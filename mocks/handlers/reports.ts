import { reportPayments } from '../domain/reports/report-payments';
import { reportSummary } from '../domain/reports/report-summary';
import { ruleTable } from './rule-routes';

/** `/reports/…`: the admin's figures over a period, and the installments received in it. */
export const reportHandlers = ruleTable(({ get }) => [
  get('/reports/summary', (db, { caller, url }) => reportSummary(db, caller, url.searchParams)),
  get('/reports/payments', (db, { caller, url }) => reportPayments(db, caller, url.searchParams)),
]);
