import { describe, expect, it } from 'vitest';
import { addDays, studioDayOf } from '@/lib/rules/studio-time';
import { updateRow, type Draft } from '@mocks/db/draft';
import type { ReservationRow } from '@mocks/db/schema';
import { DAY_MS, NOW, TODAY } from '@mocks/test-kit/clock';
import { putOriginals } from '@mocks/test-kit/album-photos';
import { expectRefusal } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import {
  deliverAlbum,
  getAlbum,
  keepAlbum,
  listAlbums,
  removeAlbum,
  reopenAlbumSelection,
  saveAlbumSelection,
  submitAlbumSelection,
} from './albums';

const world = seededWorld();

/** The demo customer's newest finished session, its package editing `quota` photos. */
function finishedSession(db: Draft, quota = 3): ReservationRow {
  const customerId = world.idOf('customer');
  const [row] = db.reservations
    .filter((reservation) => reservation.status === 'success' && reservation.userId === customerId)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  if (!row) throw new Error('The seed has no finished session of the demo customer');
  removeAlbum(db, row.id);
  return updateRow(db, 'reservations', row, { snapshot: { ...row.snapshot, editedQuota: quota } });
}

/** Puts `count` originals in a session's album, its choice open from `NOW`. */
function withOriginals(db: Draft, reservation: ReservationRow, count: number): number[] {
  return putOriginals(db, reservation.id, count, NOW);
}

/** Marks photos edited, as the studio's upload of edited files does. */
function withEdits(db: Draft, photoIds: number[]): void {
  for (const photo of db.albumPhotos.filter((row) => photoIds.includes(row.id))) {
    updateRow(db, 'albumPhotos', photo, { editedUrl: `/files/edited-${photo.id}.jpg` });
  }
}

const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe('reading albums', () => {
  it('gives every finished session an album, waiting for its photos until the first original is in', () => {
    const session = finishedSession(world.db);
    const { data } = getAlbum(world.db, world.as('customer'), session.id);
    expect(data).toMatchObject({ reservationId: session.id, stage: 'waiting', photoCount: 0, photos: [] });
    withOriginals(world.db, session, 4);
    expect(getAlbum(world.db, world.as('customer'), session.id).data).toMatchObject({
      stage: 'selecting',
      editedQuota: 3,
      photoCount: 4,
      chosenCount: 0,
      selectionDeadline: addDays(TODAY, 5),
      session: { date: session.date, time: session.snapshot.time, packageName: session.snapshot.packageName },
    });
  });

  it('shows a customer their own albums only, and another customer’s album is not found', () => {
    const session = finishedSession(world.db);
    const own = listAlbums(world.db, world.as('customer')).data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((album) => album.customer.id === world.idOf('customer'))).toBe(true);
    expectRefusal(
      world.db,
      () => getAlbum(world.db, world.as('freshCustomer'), session.id),
      404,
      'Data tidak ditemukan',
    );
    const all = listAlbums(world.db, world.as('admin')).data;
    expect(all.length).toBe(world.db.reservations.filter((row) => row.status === 'success').length);
  });

  it('has no album for a session that is not finished', () => {
    const pending = world.db.reservations.find((row) => row.status === 'pending');
    if (!pending) throw new Error('The seed has no pending reservation');
    expectRefusal(
      world.db,
      () => getAlbum(world.db, world.as('admin'), pending.id),
      409,
      'Hasil foto tersedia setelah sesi selesai',
    );
  });

  it('lists the albums at one stage, newest session first, and refuses a stage it does not know', () => {
    const session = finishedSession(world.db);
    withOriginals(world.db, session, 2);
    const selecting = listAlbums(world.db, world.as('admin'), new URLSearchParams({ stage: 'selecting' })).data;
    expect(selecting.map((album) => album.reservationId)).toContain(session.id);
    expect(selecting.every((album) => album.stage === 'selecting')).toBe(true);
    const all = listAlbums(world.db, world.as('admin')).data.map((album) => album.session.date);
    expect(all).toEqual(all.toSorted().reverse());
    expectRefusal(
      world.db,
      () => listAlbums(world.db, world.as('admin'), new URLSearchParams({ stage: 'lost' })),
      400,
      'Tahap tidak valid',
    );
  });
});

describe('the customer’s choice', () => {
  it('keeps the chosen photos with their notes, and replaces the choice as a whole', () => {
    const session = finishedSession(world.db);
    const [first, second, third] = withOriginals(world.db, session, 5);
    const customer = world.as('customer');
    saveAlbumSelection(world.db, customer, session.id, {
      photos: [
        { id: first, note: ' rapikan rambut ' },
        { id: String(second), note: null },
      ],
    });
    const { data, message } = saveAlbumSelection(world.db, customer, session.id, {
      photos: [{ id: second }, { id: third, note: 'cerahkan' }],
    });
    expect(message).toBe('Pilihan foto berhasil disimpan');
    expect(data.chosenCount).toBe(2);
    expect(data.photos.filter((photo) => photo.isChosen).map(({ id, note }) => ({ id, note }))).toEqual([
      { id: second, note: '' },
      { id: third, note: 'cerahkan' },
    ]);
  });

  it('refuses more photos than the package edits, another album’s photo, a photo twice, and anyone but the owner', () => {
    const session = finishedSession(world.db, 2);
    const ids = withOriginals(world.db, session, 4);
    const customer = world.as('customer');
    const choose = (photoIds: number[]) => ({ photos: photoIds.map((id) => ({ id })) });
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, customer, session.id, choose(ids.slice(0, 3))),
      409,
      'Maksimal 2 foto dapat dipilih untuk diedit',
    );
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, customer, session.id, choose([999])),
      400,
      'Foto tidak valid',
    );
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, customer, session.id, choose([ids[0]!, ids[0]!])),
      400,
      'Setiap foto hanya dapat dipilih sekali',
    );
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, world.as('admin'), session.id, choose([ids[0]!])),
      403,
      'Anda tidak memiliki akses',
    );
  });

  it('cannot be made before the originals are in, nor once its last day is over', () => {
    const session = finishedSession(world.db);
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, world.as('customer'), session.id, { photos: [] }),
      409,
      'Foto belum dapat dipilih',
    );
    const [photo] = withOriginals(world.db, session, 2);
    // The fifth day after is the last; the sixth is past it.
    const afterDeadline = world.as('customer', later(6));
    expect(getAlbum(world.db, afterDeadline, session.id).data.stage).toBe('editing');
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, afterDeadline, session.id, { photos: [{ id: photo }] }),
      409,
      'Batas waktu memilih foto sudah lewat',
    );
  });

  it('is sent once at least one photo is chosen, and is locked from then on', () => {
    const session = finishedSession(world.db);
    const [photo] = withOriginals(world.db, session, 3);
    const customer = world.as('customer');
    expectRefusal(
      world.db,
      () => submitAlbumSelection(world.db, customer, session.id),
      409,
      'Pilih minimal 1 foto sebelum mengirim pilihan',
    );
    saveAlbumSelection(world.db, customer, session.id, { photos: [{ id: photo }] });
    const { data, message } = submitAlbumSelection(world.db, customer, session.id);
    expect(message).toBe('Pilihan foto berhasil dikirim');
    expect(data).toMatchObject({ stage: 'editing', submittedAt: NOW.toISOString() });
    expectRefusal(
      world.db,
      () => saveAlbumSelection(world.db, customer, session.id, { photos: [] }),
      409,
      'Pilihan foto sudah terkirim dan tidak dapat diubah',
    );
  });
});

describe('the studio’s side', () => {
  it('reopens a sent choice for two more days, and only a sent one', () => {
    const session = finishedSession(world.db);
    const [photo] = withOriginals(world.db, session, 3);
    const admin = world.as('admin', later(1));
    expectRefusal(world.db, () => reopenAlbumSelection(world.db, admin, session.id), 409, 'Pilihan foto belum dikirim');
    saveAlbumSelection(world.db, world.as('customer'), session.id, { photos: [{ id: photo }] });
    submitAlbumSelection(world.db, world.as('customer'), session.id);
    const { data, message } = reopenAlbumSelection(world.db, admin, session.id);
    expect(message).toBe('Pilihan foto dibuka kembali');
    expect(data).toMatchObject({
      stage: 'selecting',
      submittedAt: null,
      selectionDeadline: addDays(studioDayOf(later(1)), 2),
    });
    expectRefusal(
      world.db,
      () => reopenAlbumSelection(world.db, world.as('customer'), session.id),
      403,
      'Anda tidak memiliki akses',
    );
  });

  it('delivers once every chosen photo is edited, for 30 days, and the admin may keep it longer', () => {
    const session = finishedSession(world.db);
    const [first, second] = withOriginals(world.db, session, 4);
    const customer = world.as('customer');
    const admin = world.as('admin', later(2));
    expectRefusal(world.db, () => deliverAlbum(world.db, admin, session.id), 409, 'Pilihan foto belum dikirim');
    saveAlbumSelection(world.db, customer, session.id, { photos: [{ id: first }, { id: second }] });
    submitAlbumSelection(world.db, customer, session.id);
    withEdits(world.db, [first!]);
    expectRefusal(
      world.db,
      () => deliverAlbum(world.db, admin, session.id),
      409,
      'Semua foto pilihan harus sudah diedit sebelum dikirim',
    );
    withEdits(world.db, [second!]);
    const { data } = deliverAlbum(world.db, admin, session.id);
    const lastDay = addDays(studioDayOf(later(2)), 30);
    expect(data).toMatchObject({ stage: 'ready', deliveredAt: later(2).toISOString(), availableUntil: lastDay });
    expectRefusal(
      world.db,
      () => deliverAlbum(world.db, admin, session.id),
      409,
      'Hasil foto sudah dikirim ke pelanggan',
    );

    // Kept until the next day, it has expired the day after: the customer sees it without photos, the admin with.
    keepAlbum(world.db, admin, session.id, { availableUntil: addDays(studioDayOf(later(2)), 1) });
    const afterLastDay = later(4);
    expect(getAlbum(world.db, world.as('customer', afterLastDay), session.id).data).toMatchObject({
      stage: 'expired',
      photos: [],
    });
    expect(getAlbum(world.db, world.as('admin', afterLastDay), session.id).data.photos).toHaveLength(4);
    const kept = keepAlbum(world.db, world.as('admin', afterLastDay), session.id, {
      availableUntil: addDays(studioDayOf(afterLastDay), 7).slice(0, 10),
    });
    expect(kept.message).toBe('Batas unduh berhasil diubah');
    expect(getAlbum(world.db, world.as('customer', afterLastDay), session.id).data).toMatchObject({
      stage: 'ready',
      photos: expect.arrayContaining([expect.objectContaining({ id: first, editedUrl: `/files/edited-${first}.jpg` })]),
    });
  });

  it('keeps only a delivered album, from today to a year ahead', () => {
    const session = finishedSession(world.db);
    const admin = world.as('admin');
    expectRefusal(
      world.db,
      () => keepAlbum(world.db, admin, session.id, { availableUntil: addDays(TODAY, 3) }),
      409,
      'Hasil foto belum dikirim ke pelanggan',
    );
    expectRefusal(
      world.db,
      () => keepAlbum(world.db, admin, session.id, { availableUntil: addDays(TODAY, -1) }),
      400,
      'Tanggal batas unduh tidak boleh sebelum hari ini',
    );
    expectRefusal(
      world.db,
      () => keepAlbum(world.db, admin, session.id, { availableUntil: addDays(TODAY, 366) }),
      400,
      'Tanggal batas unduh maksimal 365 hari dari hari ini',
    );
    expectRefusal(
      world.db,
      () => keepAlbum(world.db, admin, session.id, {}),
      400,
      'Tanggal batas unduh tidak boleh kosong',
    );
  });
});
