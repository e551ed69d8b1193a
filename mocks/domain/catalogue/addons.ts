import type { CategoryAddon } from '@/lib/api/api-types';
import { addonSchema } from '@/lib/forms/schemas';
import { nextId, type Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { refuseIfInUse } from './catalogue-usage';
import { created, ok, type Outcome } from '../outcome';
import { refuseUnknownCategory } from './packages';
import { createViews } from '../views';
import { validate } from '../validation';

export function listAddons(db: Db): Outcome<CategoryAddon[]> {
  const views = createViews(db);
  return ok(db.addons.map(views.addon), 'Berhasil mengambil data tambahan');
}

export function listAddonsOfCategory(db: Db, categoryId: unknown): Outcome<CategoryAddon[]> {
  const category = findOr404(db.categories, categoryId);
  const views = createViews(db);
  return ok(
    db.addons.filter((row) => row.categoryId === category.id).map(views.addon),
    'Berhasil mengambil data tambahan',
  );
}

export function getAddon(db: Db, id: unknown): Outcome<CategoryAddon> {
  return ok(createViews(db).addon(findOr404(db.addons, id)), 'Berhasil mengambil data tambahan');
}

export function createAddon(db: Db, caller: Caller, input: unknown): Outcome<CategoryAddon> {
  requireAdmin(db, caller);
  const values = validate(addonSchema, input);
  refuseUnknownCategory(db, values.categoryId);
  const row = { id: nextId(db, 'addons'), ...values, createdAt: caller.now.toISOString() };
  db.addons.push(row);
  return created(createViews(db).addon(row), 'Tambahan berhasil ditambahkan');
}

export function updateAddon(db: Db, caller: Caller, id: unknown, input: unknown): Outcome<CategoryAddon> {
  requireAdmin(db, caller);
  const row = findOr404(db.addons, id);
  const values = validate(addonSchema, input);
  refuseUnknownCategory(db, values.categoryId);
  Object.assign(row, values);
  return ok(createViews(db).addon(row), 'Tambahan berhasil diubah');
}

export function deleteAddon(db: Db, caller: Caller, id: unknown): Outcome<null> {
  requireAdmin(db, caller);
  const row = findOr404(db.addons, id);
  refuseIfInUse.addon(db, row.id);
  db.addons = db.addons.filter((candidate) => candidate.id !== row.id);
  return ok(null, 'Tambahan berhasil dihapus');
}
