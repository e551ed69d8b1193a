import { addonKind } from './addon-kind';
import { PricedItemListPage } from '../shared/priced-item-list-page';

/** The admin's add-ons: name, category, unit and price. */
export function AddonListPage() {
  return <PricedItemListPage kind={addonKind} />;
}
