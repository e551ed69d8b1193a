import { onDashboardPages } from './dashboard-pages';
import { onDesktop } from './viewports';

/** A dashboard story: the admin signed in, a memory router at `route`, at a laptop's width. */
export function asAdminAt(route: string) {
  return { parameters: { user: 'admin', route }, globals: onDesktop };
}

/**
 * A dashboard page story, as `asAdminAt`, that renders the dashboard's own pages (without the admin's shell):
 * saving or going back lands on the page the app shows there.
 */
export function dashboardPageAt(route: string) {
  return { ...asAdminAt(route), ...onDashboardPages };
}
