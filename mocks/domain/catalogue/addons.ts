import { addonSchema } from '@/lib/forms/schemas';
import { refuseIfInUse } from './catalogue-usage';
import { pricedItemRules } from './priced-items';
import { validate } from '../validation';

/** The rules of add-ons: the extras of a category a booking may take, each priced per unit. */
export const addonRules = pricedItemRules({
  table: 'addons',
  rows: (db) => db.addons,
  check: (input) => validate(addonSchema, input),
  view: (views) => views.addon,
  refuseIfInUse: (db, id) => refuseIfInUse.addon(db, id),
  messages: {
    read: 'Berhasil mengambil data tambahan',
    created: 'Tambahan berhasil ditambahkan',
    updated: 'Tambahan berhasil diubah',
    deleted: 'Tambahan berhasil dihapus',
  },
});
