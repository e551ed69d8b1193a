import type { Category } from '@/lib/api/api-types';
import { categoryCreateSchema, categoryEditSchema } from '@/lib/forms/schemas';
import { insertRow, nextId, removeRows, updateRow, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import { findOr404, requireAdmin, type Caller } from '../accounts/access';
import { refuseIfInUse } from './catalogue-usage';
import { badRequest, conflict } from '../errors';
import { releaseUploads } from '../uploads/upload-cleanup';
import { created, ok, type Outcome } from '../outcome';
import { newestFirst } from '@/lib/rules/ordering';
import { createViews } from '../views';
import { validate } from '../validation';

const LATEST_CATEGORY_COUNT = 6;
const CATEGORIES_READ = 'Berhasil mengambil data kategori';
const INVALID_IMAGE = 'Gambar tidak valid';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function refuseDuplicateName(db: Db, name: string, exceptId?: number): void {
  if (db.categories.some((category) => category.id !== exceptId && sameName(category.name, name))) {
    throw conflict('Nama kategori sudah digunakan');
  }
}

const DUPLICATE_IMAGE = 'Gambar tidak boleh sama';

/** A category shows each of its images once: the same image twice in one request is refused. */
function refuseDuplicateImages(urls: string[]): void {
  if (new Set(urls).size !== urls.length) throw badRequest(DUPLICATE_IMAGE);
}

/** New images must be category images this backend issued through an upload. */
function refuseForeignUploads(db: Db, urls: unknown[]): string[] {
  const issued = new Set(db.uploads.filter((upload) => upload.entity === 'category').map((upload) => upload.url));
  return urls.map((url) => {
    if (typeof url !== 'string' || !issued.has(url)) throw badRequest(INVALID_IMAGE);
    return url;
  });
}

export function listCategories(db: Db): Outcome<Category[]> {
  const views = createViews(db);
  return ok(db.categories.map(views.category), CATEGORIES_READ);
}

/** The newest categories that have at least one package: the home page's carousel. */
export function latestCategories(db: Db): Outcome<Category[]> {
  const views = createViews(db);
  const withPackages = new Set(db.packages.map((item) => item.categoryId));
  const latest = newestFirst(db.categories.filter((category) => withPackages.has(category.id))).slice(
    0,
    LATEST_CATEGORY_COUNT,
  );
  return ok(latest.map(views.category), CATEGORIES_READ);
}

export function getCategory(db: Db, id: unknown): Outcome<Category> {
  return ok(createViews(db).category(findOr404(db.categories, id)), CATEGORIES_READ);
}

export function createCategory(db: Draft, caller: Caller, input: unknown): Outcome<Category> {
  requireAdmin(db, caller);
  const values = validate(categoryCreateSchema, input);
  refuseDuplicateName(db, values.name);
  const images = refuseForeignUploads(db, values.images);
  refuseDuplicateImages(images);
  const category = insertRow(db, 'categories', {
    id: nextId(db, 'categories'),
    name: values.name,
    images,
    createdAt: caller.now.toISOString(),
  });
  return created(createViews(db).category(category), 'Kategori berhasil ditambahkan');
}

export function updateCategory(db: Draft, caller: Caller, id: unknown, input: unknown): Outcome<Category> {
  requireAdmin(db, caller);
  const category = findOr404(db.categories, id);
  const values = validate(categoryEditSchema, input);
  refuseDuplicateName(db, values.name, category.id);
  const kept = values.images_url.map((url) => {
    if (!category.images.includes(url)) throw badRequest(INVALID_IMAGE);
    return url;
  });
  const added = refuseForeignUploads(db, values.images);
  refuseDuplicateImages([...kept, ...added]);
  const dropped = category.images.filter((url) => !kept.includes(url));
  const updated = updateRow(db, 'categories', category, { name: values.name, images: [...kept, ...added] });
  releaseUploads(db, dropped);
  return ok(createViews(db).category(updated), 'Kategori berhasil diubah');
}

/**
 * Deletes a category with its packages and add-ons; reservations keep their snapshots, and the images
 * nothing shows any more are released.
 */
export function deleteCategory(db: Draft, caller: Caller, id: unknown): Outcome<null> {
  requireAdmin(db, caller);
  const category = findOr404(db.categories, id);
  refuseIfInUse.category(db, category.id);
  removeRows(db, 'categories', (row) => row.id === category.id);
  removeRows(db, 'packages', (row) => row.categoryId === category.id);
  removeRows(db, 'addons', (row) => row.categoryId === category.id);
  releaseUploads(db, category.images);
  return ok(null, 'Kategori berhasil dihapus');
}
