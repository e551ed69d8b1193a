import { http } from 'msw';
import type { Backend } from '../backend';
import { dashboardOverview } from '../domain/dashboard-overview';
import { apiPath } from './http';
import { ruleRoutes } from './rule-routes';

export function dashboardHandlers(backend: Backend) {
  const { read } = ruleRoutes(backend);
  return [
    http.get(
      apiPath('dashboard/overview'),
      read((db, { caller }) => dashboardOverview(db, caller)),
    ),
  ];
}
