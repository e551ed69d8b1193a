import { dashboardOverview } from '../domain/dashboard/dashboard-overview';
import { ruleTable } from './rule-routes';

/** `/dashboard/overview`: the admin's counts. */
export const dashboardHandlers = ruleTable(({ get }) => [
  get('/dashboard/overview', (db, { caller }) => dashboardOverview(db, caller)),
]);
