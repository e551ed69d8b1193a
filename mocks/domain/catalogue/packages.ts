import type { CategoryPackage } from '@/lib/api/api-types';
import { packageSchema } from '@/lib/forms/schemas';
import { nextId, type Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { refuseIfInUse } from './catalogue-usage';
import { badRequest } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { createViews } from '../views';
import { validate } from '../validation';

export const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';

/** A package or add-on must belong to a category that exists. */
export function refuseUnknownCategory(db: Db, categoryId: number): void {
  if (!db.categories.some((category) => category.id === categoryId)) throw badRequest(CATEGORY_NOT_FOUND);
}

export function listPackages(db: Db): Outcome<CategoryPackage[]> {
  const views = createViews(db);
  return ok(db.packages.map(views.package), 'Berhasil mengambil data paket');
}

export function getPackage(db: Db, id: unknown): Outcome<CategoryPackage> {
  return ok(createViews(db).package(findOr404(db.packages, id)), 'Berhasil mengambil data paket');
}

export function createPackage(db: Db, caller: Caller, input: unknown): Outcome<CategoryPackage> {
  requireAdmin(db, caller);
  const values = validate(packageSchema, input);
  refuseUnknownCategory(db, values.categoryId);
  const row = { id: nextId(db, 'packages'), ...values, createdAt: caller.now.toISOString() };
  db.packages.push(row);
  return created(createViews(db).package(row), 'Paket berhasil ditambahkan');
}

export function updatePackage(db: Db, caller: Caller, id: unknown, input: unknown): Outcome<CategoryPackage> {
  requireAdmin(db, caller);
  const row = findOr404(db.packages, id);
  const values = validate(packageSchema, input);
  refuseUnknownCategory(db, values.categoryId);
  Object.assign(row, values);
  return ok(createViews(db).package(row), 'Paket berhasil diubah');
}

export function deletePackage(db: Db, caller: Caller, id: unknown): Outcome<null> {
  requireAdmin(db, caller);
  const row = findOr404(db.packages, id);
  refuseIfInUse.package(db, row.id);
  db.packages = db.packages.filter((candidate) => candidate.id !== row.id);
  return ok(null, 'Paket berhasil dihapus');
}
