import { useMemo } from 'react';
import { CatalogueListPage } from './catalogue-list-page';
import { pricedItemColumns, pricedItemSearch } from './priced-item-columns';
import type { PricedItem, PricedItemKind } from './priced-item-kind';

/** The admin's list of a kind of priced item: each with its category, detail and price, newest first. */
export function PricedItemListPage<Item extends PricedItem<Key>, Key extends string, Input>({
  kind,
}: {
  /** Keep it stable (a module constant). */
  kind: PricedItemKind<Item, Key, Input>;
}) {
  const columns = useMemo(() => pricedItemColumns<Item, Key>(kind), [kind]);
  const search = useMemo(() => pricedItemSearch<Item, Key>(kind), [kind]);
  return <CatalogueListPage kind={kind} columns={columns} search={search} minWidth={840} />;
}
