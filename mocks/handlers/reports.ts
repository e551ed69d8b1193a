import { reportSummary } from '../domain/reports/report-summary';
import { ruleTable } from './rule-routes';

/** `/reports/summary`: the admin's figures over a period. */
export const reportHandlers = ruleTable(({ get }) => [
  get('/reports/summary', (db, { caller, url }) => reportSummary(db, caller, url.searchParams)),
]);
