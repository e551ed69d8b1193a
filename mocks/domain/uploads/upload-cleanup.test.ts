import { describe, expect, it } from 'vitest';
import type { Db } from '@mocks/db/schema';
import { createCategory, deleteCategory, updateCategory } from '../catalogue/categories';
import { packageRules } from '../catalogue/packages';
import { cancelReservation } from '../reservations/reservations';
import { NOW } from '@mocks/test-kit/clock';
import { book, issueUpload } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { payTransaction, createTransaction, decideProof } from '../transactions/transactions';
import { imagesInUse, releaseUploads, sweepAbandonedUploads, UPLOAD_GRACE_MS } from './upload-cleanup';
import { updateRow } from '@mocks/db/draft';

const world = seededWorld();

const uploaded = (db: Db) => db.uploads.map((upload) => upload.url);
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** A new category with two uploaded images; answers its id and its images. */
function categoryWithTwoImages(name = 'Foto Wisuda') {
  const admin = world.as('admin');
  const images = [issueUpload(world.db, admin, 'category'), issueUpload(world.db, admin, 'category')];
  const { id } = createCategory(world.db, admin, { name, images }).data;
  return { id, images, first: images[0]!, second: images[1]! };
}

describe('files no row references are removed when that row goes', () => {
  it('a category edited without an image releases that upload, and keeps the one it still shows', () => {
    const { id, first, second } = categoryWithTwoImages();
    updateCategory(world.db, world.as('admin'), id, { name: 'Foto Wisuda', images_url: [first], images: [] });
    expect(uploaded(world.db)).toContain(first);
    expect(uploaded(world.db)).not.toContain(second);
  });

  it('a deleted category releases its images', () => {
    const { id, images } = categoryWithTwoImages();
    deleteCategory(world.db, world.as('admin'), id);
    for (const url of images) expect(uploaded(world.db)).not.toContain(url);
  });

  it('keeps a category image a reservation still shows, after the category is edited and then deleted', () => {
    const admin = world.as('admin');
    const { id, first, second } = categoryWithTwoImages();
    packageRules.create(world.db, admin, {
      name: 'Wisuda Sendiri',
      description: 'Satu orang',
      price: 200_000,
      editedQuota: 5,
      categoryId: id,
    });
    const reservationId = book(world.db, world.as('customer'), { category: 'Foto Wisuda', package: 'Wisuda Sendiri' });
    expect(world.db.reservations.find((row) => row.id === reservationId)?.snapshot.categoryImage).toBe(first);
    updateCategory(world.db, admin, id, { name: 'Foto Wisuda', images_url: [second], images: [] });
    cancelReservation(world.db, admin, reservationId);
    deleteCategory(world.db, admin, id);
    expect(uploaded(world.db)).toContain(first);
    expect(uploaded(world.db)).not.toContain(second);
  });

  it('releases only uploads: the seed’s own images are not upload rows and are left alone', () => {
    const before = structuredClone(world.db.uploads);
    const seeded = world.db.categories[0]!.images;
    expect(releaseUploads(world.db, seeded)).toEqual([]);
    expect(world.db.uploads).toEqual(before);
  });

  it('answers the upload rows it removed, so the handler can delete their files', () => {
    const { id, second } = categoryWithTwoImages();
    const row = world.db.uploads.find((upload) => upload.url === second);
    const category = world.db.categories.find((row) => row.id === id);
    if (category) updateRow(world.db, 'categories', category, { images: [] });
    expect(releaseUploads(world.db, [second])).toEqual([row]);
  });
});

describe('uploads never referenced are swept after the 24-hour grace period', () => {
  it('keeps an unused upload for 24 hours, then sweeps it', () => {
    const url = issueUpload(world.db, world.as('customer'), 'transaction');
    expect(UPLOAD_GRACE_MS).toBe(24 * 60 * 60 * 1000);
    expect(sweepAbandonedUploads(world.db, later(UPLOAD_GRACE_MS - 1))).toEqual([]);
    expect(uploaded(world.db)).toContain(url);
    expect(sweepAbandonedUploads(world.db, later(UPLOAD_GRACE_MS)).map((upload) => upload.url)).toEqual([url]);
    expect(uploaded(world.db)).not.toContain(url);
  });

  it('never sweeps an image in use, however old: category images and payment proofs, valid or not', () => {
    const customer = world.as('customer');
    const { images } = categoryWithTwoImages();
    const reservationId = book(world.db, customer);
    const transactionId = createTransaction(world.db, customer, { reservationId, type: 'fullpayment' }).data.id;
    const rejected = issueUpload(world.db, customer, 'transaction');
    const proofs = payTransaction(world.db, customer, transactionId, { image: rejected }).data.transaction_detail;
    decideProof(world.db, world.as('admin'), transactionId, proofs[0]!.id, false);
    const abandoned = issueUpload(world.db, customer, 'transaction');
    const swept = sweepAbandonedUploads(world.db, later(30 * UPLOAD_GRACE_MS));
    expect(swept.map((upload) => upload.url)).toEqual([abandoned]);
    expect(uploaded(world.db)).toEqual(expect.arrayContaining([...images, rejected]));
  });
});

describe('imagesInUse', () => {
  it('lists the categories’ images, the proofs’ images and the images reservations keep', () => {
    const inUse = imagesInUse(world.db);
    for (const category of world.db.categories) for (const url of category.images) expect(inUse.has(url)).toBe(true);
    for (const { image } of world.db.transactionDetails) if (image !== null) expect(inUse.has(image)).toBe(true);
    for (const reservation of world.db.reservations) expect(inUse.has(reservation.snapshot.categoryImage)).toBe(true);
  });
});
