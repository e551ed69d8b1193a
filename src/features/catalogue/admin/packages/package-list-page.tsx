import { packageKind } from './package-kind';
import { PricedItemListPage } from '../shared/priced-item-list-page';

/** The admin's packages: name, category, description and price. */
export function PackageListPage() {
  return <PricedItemListPage kind={packageKind} />;
}
