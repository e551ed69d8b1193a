import type { Backend } from '../backend';
import { dashboardOverview } from '../domain/dashboard-overview';
import { contractHttp } from './http';
import { ruleRoutes } from './rule-routes';

export function dashboardHandlers(backend: Backend) {
  const { read } = ruleRoutes(backend);
  return [
    contractHttp.get(
      '/dashboard/overview',
      read((db, { caller }) => dashboardOverview(db, caller)),
    ),
  ];
}
