import { packageKind } from './package-kind';
import { PricedItemCreatePage, PricedItemEditPage } from '../shared/priced-item-form-pages';

/** 'Tambah Paket'. */
export function PackageCreatePage() {
  return <PricedItemCreatePage kind={packageKind} />;
}

/** 'Ubah Paket'. */
export function PackageEditPage() {
  return <PricedItemEditPage kind={packageKind} />;
}
