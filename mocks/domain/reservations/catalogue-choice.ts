/** What a booking chose of the catalogue, as the backend prices it. */
import type { ReservationInput } from '@/lib/forms/schemas';
import { reservationTotal } from '@/lib/rules/money';
import type { AddonRow, CategoryRow, Db, PackageRow } from '@mocks/db/schema';
import { badRequest } from '../errors';

/** What a booking chose of the catalogue: the package of a category and that category's add-ons, each once. */
export interface CatalogueChoice {
  category: CategoryRow;
  chosenPackage: PackageRow;
  chosenAddons: { addon: AddonRow; quantity: number }[];
}

/** The catalogue a booking names, refused (400) where it names what is not there or an add-on twice. */
export function requireCatalogueChoice(
  db: Db,
  values: Pick<ReservationInput, 'categoryId' | 'categoryPackageId' | 'addons'>,
): CatalogueChoice {
  const category = db.categories.find((row) => row.id === values.categoryId);
  if (!category) throw badRequest('Kategori tidak ditemukan');
  const chosenPackage = db.packages.find((row) => row.id === values.categoryPackageId);
  if (!chosenPackage || chosenPackage.categoryId !== category.id)
    throw badRequest('Paket tidak ditemukan pada kategori ini');

  const addonIds = values.addons.map((addon) => addon.id);
  if (new Set(addonIds).size !== addonIds.length) throw badRequest('Tambahan tidak boleh dipilih lebih dari sekali');
  const chosenAddons = values.addons.map((selection) => {
    const addon = db.addons.find((row) => row.id === selection.id);
    if (!addon || addon.categoryId !== category.id) throw badRequest('Tambahan tidak ditemukan pada kategori ini');
    return { addon, quantity: selection.quantity };
  });
  return { category, chosenPackage, chosenAddons };
}

/** What the package and add-ons cost, before any voucher: the booking's subtotal. */
export function priceOf({ chosenPackage, chosenAddons }: CatalogueChoice): number {
  return reservationTotal(
    chosenPackage.price,
    chosenAddons.map(({ addon, quantity }) => ({ price: addon.price, quantity })),
  );
}
