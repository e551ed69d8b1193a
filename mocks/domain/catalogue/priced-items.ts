import { insertRow, nextId, removeRows, updateRow, type Draft, type RowOf } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { badRequest } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { createViews } from '../views';

const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';

/** A package or add-on must belong to a category that exists. */
function refuseUnknownCategory(db: Db, categoryId: number): void {
  if (!db.categories.some((category) => category.id === categoryId)) throw badRequest(CATEGORY_NOT_FOUND);
}

/** The tables of priced items: what a category offers to book, and its extras. */
type PricedTable = 'packages' | 'addons';

/** What the form gives of an item: its row but for the id and creation time the backend gives it. */
type PricedFields<T extends PricedTable> = Omit<RowOf<T>, 'id' | 'createdAt'>;

/**
 * The priced items of one table (packages, add-ons): the table, the form's checks of their fields (a name, a
 * price and a category, and what the table adds), how they are shown, and when one may not go.
 */
export interface PricedItems<T extends PricedTable, View> {
  table: T;
  rows: (db: Db) => readonly RowOf<T>[];
  /** Checks a request body with the form's schema (`validate`): the fields, or a 400. */
  check: (input: unknown) => PricedFields<T>;
  view: (views: ReturnType<typeof createViews>) => (row: RowOf<T>) => View;
  /** Refuses to delete an item a pending reservation still relies on. */
  refuseIfInUse: (db: Db, id: number) => void;
  /** What the backend says on a read, a create, an update and a delete. */
  messages: { read: string; created: string; updated: string; deleted: string };
}

/**
 * The rules of priced items: anyone lists and reads them; an admin creates, changes and deletes them, with
 * the form's checks and a category that exists; one in use by a pending reservation stays.
 */
export function pricedItemRules<T extends PricedTable, View>(items: PricedItems<T, View>) {
  const viewIn = (db: Db) => items.view(createViews(db));
  const listWhere = (db: Db, keep: (row: RowOf<T>) => boolean): Outcome<View[]> =>
    ok(items.rows(db).filter(keep).map(viewIn(db)), items.messages.read);

  function checkedValues(db: Db, input: unknown): PricedFields<T> {
    const values = items.check(input);
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
    get: (db: Db, id: unknown): Outcome<View> => ok(viewIn(db)(findOr404(items.rows(db), id)), items.messages.read),

    /** Adds an item (201); the backend gives its id and creation time. */
    create: (db: Draft, caller: Caller, input: unknown): Outcome<View> => {
      requireAdmin(db, caller);
      const values = checkedValues(db, input);
      // The form's fields and the two the backend gives make the row: TypeScript cannot see it through `T`.
      const row = { id: nextId(db, items.table), ...values, createdAt: caller.now.toISOString() } as RowOf<T>;
      return created(viewIn(db)(insertRow(db, items.table, row)), items.messages.created);
    },

    /** Changes an item; the reservations made with it keep what they were made with. */
    update: (db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<View> => {
      requireAdmin(db, caller);
      const row = findOr404(items.rows(db), id);
      const updated = updateRow(db, items.table, row, checkedValues(db, input) as Partial<RowOf<T>>);
      return ok(viewIn(db)(updated), items.messages.updated);
    },

    /** Deletes an item no pending reservation relies on; ended reservations keep showing it. */
    remove: (db: Draft, caller: Caller, id: unknown): Outcome<null> => {
      requireAdmin(db, caller);
      const row = findOr404(items.rows(db), id);
      items.refuseIfInUse(db, row.id);
      removeRows(db, items.table, (candidate) => candidate.id === row.id);
      return ok(null, items.messages.deleted);
    },
  };
}
