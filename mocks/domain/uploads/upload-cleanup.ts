import { removeRows, type Draft } from '@mocks/db/draft';
import type { Db, UploadRow } from '@mocks/db/schema';
import { HOUR_MS } from '@/lib/rules/studio-time';

/** How long an upload nothing uses yet is kept: time enough to finish the form it was picked in. */
export const UPLOAD_GRACE_MS = 24 * HOUR_MS;

/**
 * Every image URL a row shows: the categories' images, the payment proofs' (and counter receipts'), and the category image each
 * reservation keeps from when it was booked (which outlives the category's edit or deletion).
 */
export function imagesInUse(db: Db): Set<string> {
  const urls = new Set<string>();
  for (const category of db.categories) for (const url of category.images) urls.add(url);
  for (const { image } of db.transactionDetails) if (image !== null) urls.add(image);
  for (const reservation of db.reservations) urls.add(reservation.snapshot.categoryImage);
  return urls;
}

/** Removes the candidates no row uses and answers them. */
function dropUnused(db: Draft, candidates: readonly UploadRow[]): UploadRow[] {
  if (candidates.length === 0) return [];
  const inUse = imagesInUse(db);
  const ids = new Set(candidates.filter((upload) => !inUse.has(upload.url)).map((upload) => upload.id));
  return removeRows(db, 'uploads', (upload) => ids.has(upload.id));
}

/**
 * A row let go of these images (a category edited without them, or deleted): the uploads among them that
 * no row uses any more are removed, and answered so their files can go too.
 */
export function releaseUploads(db: Draft, urls: readonly string[]): UploadRow[] {
  const released = new Set(urls);
  return dropUnused(
    db,
    db.uploads.filter((upload) => released.has(upload.url)),
  );
}

/** Whether an upload was made at least the grace period before `now`. */
export const pastGracePeriod = (upload: UploadRow, now: Date) =>
  now.getTime() - Date.parse(upload.createdAt) >= UPLOAD_GRACE_MS;

/**
 * Uploads picked in a form that was never sent: nothing uses them once the grace period has passed, so
 * they are removed, and answered so their files can go too.
 */
export function sweepAbandonedUploads(db: Draft, now: Date): UploadRow[] {
  return dropUnused(
    db,
    db.uploads.filter((upload) => pastGracePeriod(upload, now)),
  );
}
