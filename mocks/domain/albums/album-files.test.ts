import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@/lib/rules/albums';
import { updateRow, type Draft } from '@mocks/db/draft';
import type { ReservationRow } from '@mocks/db/schema';
import { putOriginals } from '@mocks/test-kit/album-photos';
import { cameraJpegBytes } from '@mocks/test-kit/camera-photo';
import { DAY_MS, NOW, TODAY } from '@mocks/test-kit/clock';
import { PNG_HEAD, pngBytes } from '@mocks/test-kit/png';
import { expectRefusal } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { addDays } from '@/lib/rules/studio-time';
import type { Caller } from '../accounts/access';
import {
  deleteAlbumPhoto,
  photoFileUrls,
  planAlbumPhoto,
  planEditedPhoto,
  recordAlbumPhoto,
  recordEditedPhoto,
  type IncomingCopies,
  type IncomingPhoto,
} from './album-files';
import { deliverAlbum, getAlbum, removeAlbum, saveAlbumSelection, submitAlbumSelection } from './albums';

const world = seededWorld();
const urlOf = (key: string) => `/api/v1/files/${key}`;
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

/** A finished session of the demo customer, its package editing 2 photos. */
function finishedSession(db: Draft): ReservationRow {
  const customerId = world.idOf('customer');
  const row = db.reservations.find(
    (reservation) => reservation.status === 'success' && reservation.userId === customerId,
  );
  if (!row) throw new Error('The seed has no finished session');
  removeAlbum(db, row.id);
  return updateRow(db, 'reservations', row, { snapshot: { ...row.snapshot, editedQuota: 2 } });
}

const photo = (name: string, bytes = cameraJpegBytes(), mimeType = 'image/jpeg'): IncomingPhoto => ({
  name,
  mimeType,
  bytes,
});
const smallCopies: IncomingCopies = {
  thumbnail: { mimeType: 'image/png', size: 40_000, head: PNG_HEAD },
  preview: { mimeType: 'image/png', size: 900_000, head: PNG_HEAD },
};

/** Uploads an original through the rules, as the handler does once its files are stored. */
function upload(db: Draft, caller: Caller, reservationId: number, incoming: IncomingPhoto, copies = smallCopies) {
  const plan = planAlbumPhoto(db, caller, reservationId, incoming, copies);
  return { plan, outcome: recordAlbumPhoto(db, caller, plan, urlOf) };
}

describe('putting originals in', () => {
  it('opens the album with the first one: its size read from its bytes, its copies kept, the choice open 5 days', () => {
    const session = finishedSession(world.db);
    const admin = world.as('admin');
    const { plan, outcome } = upload(world.db, admin, session.id, photo('C:\\Kamera\\DSC_0412.JPG'));
    expect(outcome.status).toBe(201);
    expect(outcome.message).toBe('Foto berhasil diunggah');
    expect(outcome.data).toMatchObject({
      fileName: 'DSC_0412.JPG',
      width: 6000,
      height: 4000,
      size: cameraJpegBytes().length,
      isChosen: false,
      editedUrl: null,
      url: urlOf(plan.original.key),
      thumbnailUrl: urlOf(plan.thumbnail!.key),
      previewUrl: urlOf(plan.preview!.key),
    });
    expect(plan.original.key).toMatch(new RegExp(`^album-${session.id}-original-[0-9a-f-]{36}\\.jpg$`));
    expect(plan.thumbnail!.key).toMatch(/\.png$/);
    expect(getAlbum(world.db, admin, session.id).data).toMatchObject({
      stage: 'selecting',
      photoCount: 1,
      selectionDeadline: addDays(TODAY, 5),
    });
  });

  it('reads a portrait turned by its EXIF orientation as a portrait, and a client without copies serves the original', () => {
    const session = finishedSession(world.db);
    const { outcome } = upload(
      world.db,
      world.as('admin'),
      session.id,
      photo('IMG_1.jpg', cameraJpegBytes(6000, 4000, 6)),
      {},
    );
    expect(outcome.data).toMatchObject({ width: 4000, height: 6000 });
    expect(outcome.data.thumbnailUrl).toBe(outcome.data.url);
    expect(outcome.data.previewUrl).toBe(outcome.data.url);
  });

  it('refuses a file that is not an image by its bytes, an oversized one, bad copies, a name already in, and a customer', () => {
    const session = finishedSession(world.db);
    const admin = world.as('admin');
    upload(world.db, admin, session.id, photo('DSC_0001.jpg'));
    const refuse = (incoming: IncomingPhoto, status: number, message: string, copies = smallCopies) =>
      expectRefusal(world.db, () => planAlbumPhoto(world.db, admin, session.id, incoming, copies), status, message);
    refuse(
      photo('catatan.jpg', new TextEncoder().encode('bukan gambar')),
      415,
      'File harus berupa gambar (JPG, PNG, WEBP atau GIF)',
    );
    // A JPEG's start with nothing an image has after it.
    refuse(
      photo('rusak.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2])),
      415,
      'File harus berupa gambar (JPG, PNG, WEBP atau GIF)',
    );
    refuse(photo('besar.jpg', new Uint8Array(MAX_PHOTO_BYTES + 1)), 413, 'Ukuran foto maksimal 25 MB');
    refuse(photo('dsc_0001.JPG'), 409, 'Foto dengan nama file ini sudah ada di album');
    refuse(photo('   '), 400, 'Nama file foto tidak valid');
    refuse(photo('DSC_0002.jpg'), 400, 'Salinan kecil foto tidak valid', {
      thumbnail: { mimeType: 'image/png', size: 2_000_000, head: PNG_HEAD },
    });
    expect(planAlbumPhoto(world.db, admin, session.id, photo('kecil.png', pngBytes(), 'image/png'), {}).width).toBe(1);
    expectRefusal(
      world.db,
      () => planAlbumPhoto(world.db, world.as('customer'), session.id, photo('DSC_0003.jpg'), {}),
      403,
      'Anda tidak memiliki akses',
    );
  });
});

describe('taking originals out, and the edits', () => {
  /** An album with 3 originals, the first two chosen and the choice sent. */
  function sentChoice() {
    const session = finishedSession(world.db);
    const ids = putOriginals(world.db, session.id, 3, NOW);
    const owner = world.as('customer');
    saveAlbumSelection(world.db, owner, session.id, { photos: [{ id: ids[0] }, { id: ids[1] }] });
    submitAlbumSelection(world.db, owner, session.id);
    return { session, ids };
  }

  it('removes an original before delivery, but never one chosen in a choice already sent', () => {
    const { session, ids } = sentChoice();
    const admin = world.as('admin');
    expectRefusal(
      world.db,
      () => deleteAlbumPhoto(world.db, admin, session.id, ids[0]),
      409,
      'Foto ini sudah dipilih pelanggan dan tidak dapat dihapus',
    );
    const { data, message } = deleteAlbumPhoto(world.db, admin, session.id, ids[2]);
    expect(message).toBe('Foto berhasil dihapus');
    expect(data.photos.map((row) => row.id)).toEqual([ids[0], ids[1]]);
    expectRefusal(world.db, () => deleteAlbumPhoto(world.db, admin, session.id, 99_999), 404, 'Data tidak ditemukan');
  });

  it('takes an edit for a chosen photo only, replaces an earlier edit, and is closed once delivered', () => {
    const { session, ids } = sentChoice();
    const admin = world.as('admin');
    expectRefusal(
      world.db,
      () => planEditedPhoto(world.db, admin, session.id, ids[2], photo('DSC_0003.jpg')),
      409,
      'Hanya foto yang dipilih pelanggan yang dapat diberi hasil edit',
    );
    const edit = (photoId: number) => {
      const plan = planEditedPhoto(world.db, admin, session.id, photoId, photo('DSC_0001-edit.jpg'));
      return { plan, ...recordEditedPhoto(world.db, admin, plan, urlOf) };
    };
    const first = edit(ids[0]!);
    expect(first.outcome.data.editedUrl).toBe(urlOf(first.plan.file.key));
    expect(first.replacedUrl).toBeNull();
    const second = edit(ids[0]!);
    expect(second.replacedUrl).toBe(urlOf(first.plan.file.key));
    edit(ids[1]!);
    deliverAlbum(world.db, admin, session.id);
    expectRefusal(
      world.db,
      () => planEditedPhoto(world.db, admin, session.id, ids[0], photo('DSC_0001.jpg')),
      409,
      'Hasil foto sudah dikirim ke pelanggan',
    );
    expectRefusal(
      world.db,
      () => deleteAlbumPhoto(world.db, admin, session.id, ids[2]),
      409,
      'Hasil foto sudah dikirim ke pelanggan',
    );
  });

  it('refuses an edit before the choice is sent', () => {
    const session = finishedSession(world.db);
    const [id] = putOriginals(world.db, session.id, 1, NOW);
    expectRefusal(
      world.db,
      () => planEditedPhoto(world.db, world.as('admin', later(1)), session.id, id, photo('DSC_0001.jpg')),
      409,
      'Pilihan foto belum dikirim',
    );
  });

  it('names every file of a photo once, its edit included', () => {
    const { ids } = sentChoice();
    const row = world.db.albumPhotos.find((photoRow) => photoRow.id === ids[0])!;
    expect(photoFileUrls({ ...row, thumbnailUrl: row.url, editedUrl: '/e.jpg' })).toEqual([
      row.url,
      row.previewUrl,
      '/e.jpg',
    ]);
    expect(photoFileUrls(row)).toEqual([row.url, row.thumbnailUrl, row.previewUrl]);
  });
});
