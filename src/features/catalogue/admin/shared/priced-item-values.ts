import type { CategoryAddon, CategoryPackage } from '@/lib/api/api-types';

/** Price and category as a form holds them: text, '' while empty. */
export interface PricedItemFields {
  price: string;
  categoryId: string;
}

/** An item's price and category as the form holds them. */
export function pricedItemFieldsOf(
  item: Pick<CategoryPackage | CategoryAddon, 'price' | 'categoryId'>,
): PricedItemFields {
  return { price: String(item.price), categoryId: String(item.categoryId) };
}
