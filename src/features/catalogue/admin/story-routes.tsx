import { useRoutes } from 'react-router';
import { catalogueAdminRoutes } from './catalogue-admin-routes';

/** The catalogue admin pages inside the story's memory router, opened at `parameters.route`. */
export function CatalogueAdminRoutes() {
  return useRoutes(catalogueAdminRoutes);
}
