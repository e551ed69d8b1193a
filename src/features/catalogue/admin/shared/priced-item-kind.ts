import type { Schema } from 'yup';
import type { ApiEnvelope } from '@/lib/api/api';
import type { CategoryAddon, CategoryPackage } from '@/lib/api/api-types';
import type { CatalogueKind, QueryState, Trigger } from './catalogue-list-page';
import type { PricedItemFields } from './priced-item-values';

/** The text field a kind adds to the name, price and category: the package's description, the add-on's unit. */
export interface PricedItemDetail<Key extends string> {
  key: Key;
  label: string;
  /** The field's helper text while it has no message. */
  hint: string;
  /** Several lines, one point a line: a taller field, and the lines kept in the list. */
  multiline?: boolean;
}

/** A priced item's form values: its name and detail as typed, its price and category as text. */
export type PricedItemValues<Key extends string> = PricedItemFields & { name: string } & Record<Key, string>;

/** A package or an add-on, with the detail its kind adds. */
export type PricedItem<Key extends string> = (CategoryPackage | CategoryAddon) & Record<Key, string>;

/** A kind of priced item of a category (packages, add-ons): what the admin's list, form and pages of it need. */
export interface PricedItemKind<Item extends PricedItem<Key>, Key extends string, Input> extends CatalogueKind<Item> {
  detail: PricedItemDetail<Key>;
  /** The form's checks; the values are sent as it casts them. */
  schema: Schema<Input>;
  /** A new item's values. */
  empty: PricedItemValues<Key>;
  /** An item's values, to edit. */
  valuesOf: (item: Item) => PricedItemValues<Key>;
  paths: CatalogueKind<Item>['paths'] & { list: string };
  api: CatalogueKind<Item>['api'] & {
    useItem: (id: number) => QueryState<Item>;
    useCreate: () => Trigger<Input, ApiEnvelope<Item>>;
    useUpdate: () => Trigger<Input & { id: number }, ApiEnvelope<Item>>;
  };
}
