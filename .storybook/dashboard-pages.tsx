import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import type { Parameters } from '@storybook/react-vite';
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

/** The page a route shows: loaded already (the app's `loadRoutesFor` keeps what it loaded), or loaded now. */
async function pageOf(route: RouteObject): Promise<ComponentType> {
  if (route.Component) return route.Component;
  if (typeof route.lazy !== 'function') throw new Error(`The dashboard route ${route.path} has no page.`);
  const { Component } = await route.lazy();
  if (!Component) throw new Error(`The dashboard route ${route.path} loads no Component.`);
  return Component;
}

/** Each page route as a React.lazy page: its module loads when a story first shows it, as navigating in the app does. */
const shownWhenVisited = new Map<RouteObject, RouteObject>();
function loadedWhenShown(route: RouteObject): RouteObject {
  if (route.Component) return route;
  let lazyRoute = shownWhenVisited.get(route);
  if (!lazyRoute) {
    const Page = lazy(async () => ({ default: await pageOf(route) }));
    lazyRoute = { ...route, lazy: undefined, element: <Page /> };
    shownWhenVisited.set(route, lazyRoute);
  }
  return lazyRoute;
}

/** The routes a story renders: its own page loaded before the first render, the others loaded once shown. */
let storyPages: RouteObject[] = [];

/**
 * Loads the story's own page before it renders (`useRoutes` does not load lazy routes), so a play function finds
 * it at once; saving or going back lands on the page the app shows there, loaded then, as the app loads it. A
 * story loads only the pages it shows, so a change to another page does not reach it (`npm run test:changed`).
 */
async function loadStoryPage({ parameters }: { parameters: Parameters }): Promise<void> {
  const routes = dashboardPageRoutes();
  const route: unknown = parameters.route;
  const own = typeof route === 'string' ? matchRoutes(routes, route)?.at(-1)?.route : undefined;
  const Page = own ? await pageOf(own) : undefined;
  storyPages = routes.map((route) =>
    route === own && Page ? { ...route, lazy: undefined, Component: Page } : loadedWhenShown(route),
  );
}

function DashboardPages() {
  return <Suspense>{useRoutes(storyPages)}</Suspense>;
}

/** Makes a dashboard page story render the dashboard's pages, without the admin's shell, at `parameters.route`. */
export const onDashboardPages = {
  loaders: [loadStoryPage],
  render: () => <DashboardPages />,
};
