import { nextId, type Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { badRequest } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { createViews } from '../views';
import { catalogueMessages } from './catalogue-messages';

const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';

/** A package or add-on must belong to a category that exists. */
function refuseUnknownCategory(db: Db, categoryId: number): void {
  if (!db.categories.some((category) => category.id === categoryId)) throw badRequest(CATEGORY_NOT_FOUND);
}

/** What every priced item has: a name, a price and the category it belongs to. */
interface PricedFields {
  name: string;
  price: number;
  categoryId: number;
}

/** A row of a priced item: its fields, with the id and creation time the backend gives it. */
type PricedRow<Fields> = Fields & { id: number; createdAt: string };

/**
 * A kind of priced item of a category (packages, add-ons): its table, the form's checks of its fields
 * (a name, a price and a category, and what the kind adds), how it is shown, and when it may not go.
 */
export interface PricedItemKind<Fields extends PricedFields, View> {
  table: 'packages' | 'addons';
  rows: (db: Db) => PricedRow<Fields>[];
  /** Checks a request body with the form's schema (`validate`): the fields, or a 400. */
  check: (input: unknown) => Fields;
  view: (views: ReturnType<typeof createViews>) => (row: PricedRow<Fields>) => View;
  /** Refuses to delete an item a pending reservation still relies on. */
  refuseIfInUse: (db: Db, id: number) => void;
  /** The item's name in a sentence: 'paket', 'tambahan'. */
  noun: string;
}

/**
 * The rules of a kind of priced item: anyone lists and reads them; an admin creates, changes and deletes
 * them, with the form's checks and a category that exists; one in use by a pending reservation stays.
 */
export function pricedItemRules<Fields extends PricedFields, View>(kind: PricedItemKind<Fields, View>) {
  const messages = catalogueMessages(kind.noun);
  const viewIn = (db: Db) => kind.view(createViews(db));
  const listWhere = (db: Db, keep: (row: PricedRow<Fields>) => boolean): Outcome<View[]> =>
    ok(kind.rows(db).filter(keep).map(viewIn(db)), messages.read);

  function checkedValues(db: Db, input: unknown): Fields {
    const values = kind.check(input);
    refuseUnknownCategory(db, values.categoryId);
    return values;
  }

  return {
    /** Every item, with its category. */
    list: (db: Db) => listWhere(db, () => true),

    /** The items of one category; 404 for a category that does not exist. */
    listOfCategory: (db: Db, categoryId: unknown): Outcome<View[]> => {
      const category = findOr404(db.categories, categoryId);
      return listWhere(db, (row) => row.categoryId === category.id);
    },

    /** One item; 404 for an unknown id or one that is no whole number. */
    get: (db: Db, id: unknown): Outcome<View> => ok(viewIn(db)(findOr404(kind.rows(db), id)), messages.read),

    /** Adds an item (201); the backend gives its id and creation time. */
    create: (db: Db, caller: Caller, input: unknown): Outcome<View> => {
      requireAdmin(db, caller);
      const values = checkedValues(db, input);
      const row = { id: nextId(db, kind.table), ...values, createdAt: caller.now.toISOString() };
      kind.rows(db).push(row);
      return created(viewIn(db)(row), messages.created);
    },

    /** Changes an item; the reservations made with it keep what they were made with. */
    update: (db: Db, caller: Caller, id: unknown, input: unknown): Outcome<View> => {
      requireAdmin(db, caller);
      const row = findOr404(kind.rows(db), id);
      Object.assign(row, checkedValues(db, input));
      return ok(viewIn(db)(row), messages.updated);
    },

    /** Deletes an item no pending reservation relies on; ended reservations keep showing it. */
    remove: (db: Db, caller: Caller, id: unknown): Outcome<null> => {
      requireAdmin(db, caller);
      const rows = kind.rows(db);
      const row = findOr404(rows, id);
      kind.refuseIfInUse(db, row.id);
      rows.splice(rows.indexOf(row), 1);
      return ok(null, messages.deleted);
    },
  };
}
