import { addonKind } from './addon-kind';
import { PricedItemCreatePage, PricedItemEditPage } from '../shared/priced-item-form-pages';

/** 'Tambah Tambahan'. */
export function AddonCreatePage() {
  return <PricedItemCreatePage kind={addonKind} />;
}

/** 'Ubah Tambahan'. */
export function AddonEditPage() {
  return <PricedItemEditPage kind={addonKind} />;
}
