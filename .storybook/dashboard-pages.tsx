import { useRoutes, type RouteObject } from 'react-router';
import { routes } from '../src/app/router';
import { appRoutes } from '../src/lib/app-routes';

/** The routes under `route` that show a page, without the shells, guards and boundaries around them. */
function pageRoutesUnder(route: RouteObject): RouteObject[] {
  if (!route.children) return [route];
  return route.children.flatMap(pageRoutesUnder);
}

/** The first route at `path`, however deep in `candidates`. */
function findRoute(candidates: RouteObject[], path: string): RouteObject | undefined {
  for (const route of candidates) {
    const found = route.path === path ? route : findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/** The dashboard's pages, as the app's route table has them, at their full addresses. */
function dashboardPageRoutes(): RouteObject[] {
  const dashboard = findRoute(routes, appRoutes.dashboard.root.path);
  if (!dashboard?.children) throw new Error(`The app's routes have no dashboard at ${appRoutes.dashboard.root.path}.`);
  return dashboard.children.flatMap(pageRoutesUnder);
}

/** A route with its lazy page module loaded, as `loadRoutesFor` does before the app's first render. */
async function withPageLoaded(route: RouteObject): Promise<RouteObject> {
  if (typeof route.lazy !== 'function') return route;
  const loaded = await route.lazy();
  return { ...route, ...loaded, lazy: undefined };
}

/** Loaded once, by the first dashboard story. */
let storyPages: RouteObject[] = [];

/**
 * Loads every dashboard page before the story renders (`useRoutes` does not load lazy routes), so a play
 * function finds the page at once, and saving or going back lands on the page the app shows there.
 */
async function loadDashboardPages(): Promise<void> {
  if (storyPages.length === 0) storyPages = await Promise.all(dashboardPageRoutes().map(withPageLoaded));
}

function DashboardPages() {
  return useRoutes(storyPages);
}

/** Makes a dashboard page story render the dashboard's pages, without the admin's shell, at `parameters.route`. */
export const onDashboardPages = {
  loaders: [loadDashboardPages],
  render: () => <DashboardPages />,
};
