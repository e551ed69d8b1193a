import { packageSchema } from '@/lib/forms/schemas';
import { refuseIfInUse } from './catalogue-usage';
import { pricedItemRules } from './priced-items';
import { validate } from '../validation';

/** The rules of packages: what a category offers to book, each with its description and price. */
export const packageRules = pricedItemRules({
  table: 'packages',
  rows: (db) => db.packages,
  check: (input) => validate(packageSchema, input),
  view: (views) => views.package,
  refuseIfInUse: (db, id) => refuseIfInUse.package(db, id),
  messages: {
    read: 'Berhasil mengambil data paket',
    created: 'Paket berhasil ditambahkan',
    updated: 'Paket berhasil diubah',
    deleted: 'Paket berhasil dihapus',
  },
});
