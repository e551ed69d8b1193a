/**
 * The albums of finished sessions: every finished reservation has one, waiting for its originals until the first
 * go in. The customer chooses the photos to edit and sends the choice; the admin reopens it, delivers the edits
 * and keeps the album for download until a last day. Stages and deadlines follow the caller's clock (the demo's
 * time travel moves them), in the studio's calendar.
 */
import { currentSettings } from '../settings/settings';
import type { Album, AlbumPhoto, AlbumStage, AlbumSummary } from '@/lib/api/api-types';
import { albumKeepSchema, albumSelectionSchema } from '@/lib/forms/schemas';
import {
  ALBUM_NOT_FINISHED_MESSAGE,
  ALBUM_STAGES,
  ALREADY_DELIVERED_MESSAGE,
  albumStage,
  availableUntilFrom,
  EDITS_MISSING_MESSAGE,
  hasAlbum,
  keepRefusal,
  NOT_DELIVERED_MESSAGE,
  NOT_SUBMITTED_MESSAGE,
  PHOTO_INVALID_MESSAGE,
  quotaRefusal,
  reopenedDeadlineFrom,
  SELECTION_EMPTY_MESSAGE,
  selectionRefusal,
  type AlbumFacts,
} from '@/lib/rules/albums';
import { removeRows, updateRow, type Draft } from '@mocks/db/draft';
import type { AlbumPhotoRow, AlbumRow, Db, ReservationRow, UserRow } from '@mocks/db/schema';
import { findOr404, requireAdmin, requireCustomer, signedIn, type Caller } from '../accounts/access';
import { badRequest, conflict, notFound } from '../errors';
import { choiceOf, listed, parseListQuery, searched } from '../list-query';
import { ok, type Outcome } from '../outcome';
import { rowsGroupedBy, rowWithId } from '../table-index';
import { userNames } from '../views';
import { validate } from '../validation';

const READ_MESSAGE = 'Berhasil mengambil data hasil foto';
const INVALID_STAGE_MESSAGE = 'Tahap tidak valid';

/** The album of a reservation and its photos, as the store holds them: no row yet while waiting for photos. */
export interface AlbumRecord {
  reservation: ReservationRow;
  album: AlbumRow | undefined;
  photos: readonly AlbumPhotoRow[];
}

// Kept functions: a committed table's groups are made once per function (table-index.ts).
const reservationOfAlbum = (row: AlbumRow) => row.reservationId;
const albumOfPhoto = (row: AlbumPhotoRow) => row.albumId;
const albumsByReservation = (db: Db) => rowsGroupedBy(db.albums, reservationOfAlbum);
const photosByAlbum = (db: Db) => rowsGroupedBy(db.albumPhotos, albumOfPhoto);

export function recordOf(db: Db, reservation: ReservationRow): AlbumRecord {
  const album = albumsByReservation(db).get(reservation.id)?.[0];
  return { reservation, album, photos: album ? (photosByAlbum(db).get(album.id) ?? []) : [] };
}

export function factsOf({ album, photos }: AlbumRecord): AlbumFacts {
  return {
    photoCount: photos.length,
    selectionDeadline: album?.selectionDeadline ?? null,
    submittedAt: album?.submittedAt ?? null,
    deliveredAt: album?.deliveredAt ?? null,
    availableUntil: album?.availableUntil ?? null,
  };
}

function summaryOf(record: AlbumRecord, customerName: string, now: Date): AlbumSummary {
  const { reservation, photos } = record;
  const facts = factsOf(record);
  return {
    reservationId: reservation.id,
    stage: albumStage(facts, now),
    editedQuota: reservation.snapshot.editedQuota,
    photoCount: photos.length,
    chosenCount: photos.filter((photo) => photo.isChosen).length,
    selectionDeadline: facts.selectionDeadline,
    submittedAt: facts.submittedAt,
    deliveredAt: facts.deliveredAt,
    availableUntil: facts.availableUntil,
    session: {
      date: reservation.date,
      time: reservation.snapshot.time,
      categoryName: reservation.snapshot.categoryName,
      packageName: reservation.snapshot.packageName,
    },
    customer: { id: reservation.userId, name: customerName },
  };
}

export const photoView = (row: AlbumPhotoRow): AlbumPhoto => ({
  id: row.id,
  fileName: row.fileName,
  url: row.url,
  thumbnailUrl: row.thumbnailUrl,
  previewUrl: row.previewUrl,
  width: row.width,
  height: row.height,
  size: row.size,
  isChosen: row.isChosen,
  note: row.note,
  editedUrl: row.editedUrl,
});

/** An album with its photos; a customer gets an expired one without them. */
function albumView(db: Db, record: AlbumRecord, viewer: UserRow, now: Date): Album {
  const summary = summaryOf(record, userNames(db).get(record.reservation.userId) ?? '', now);
  const isHidden = viewer.role !== 'admin' && summary.stage === 'expired';
  return { ...summary, photos: isHidden ? [] : record.photos.map(photoView) };
}

/** The finished sessions newest first: by day, then by time. */
function newestSessionsFirst(rows: readonly ReservationRow[]): ReservationRow[] {
  return rows.toSorted(
    (a, b) => b.date.localeCompare(a.date) || b.snapshot.time.localeCompare(a.snapshot.time) || b.id - a.id,
  );
}

/** `GET /albums`: an admin's every album, a customer's own, newest session first, by stage and search. */
export function listAlbums(db: Db, caller: Caller, query = new URLSearchParams()): Outcome<AlbumSummary[]> {
  const user = signedIn(db, caller);
  const { paging, search } = parseListQuery(query);
  const stage = choiceOf<AlbumStage>(query, 'stage', ALBUM_STAGES, INVALID_STAGE_MESSAGE);
  const names = userNames(db);
  const finished = db.reservations.filter(
    (row) => hasAlbum(row.status) && (user.role === 'admin' || row.userId === user.id),
  );
  const found = searched(newestSessionsFirst(finished), search, (row) => ({
    id: row.id,
    texts: [names.get(row.userId) ?? '', row.snapshot.categoryName, row.snapshot.packageName],
  }));
  // Only the stage is worked out for every session; the page's albums alone are made into answers.
  const atStage =
    stage === undefined ? found : found.filter((row) => albumStage(factsOf(recordOf(db, row)), caller.now) === stage);
  const summary = (row: ReservationRow) => summaryOf(recordOf(db, row), names.get(row.userId) ?? '', caller.now);
  return listed(atStage, paging, summary, READ_MESSAGE);
}

/**
 * How many albums wait for the studio's edits at `now` (stage `editing`, as `GET /albums?stage=editing` lists them):
 * only an album with a row can be there, since a choice needs originals.
 */
export function albumsToEdit(db: Db, now: Date): number {
  return db.albums.filter((album) => {
    const reservation = rowWithId(db.reservations, album.reservationId);
    return (
      reservation !== undefined &&
      hasAlbum(reservation.status) &&
      albumStage(factsOf(recordOf(db, reservation)), now) === 'editing'
    );
  }).length;
}

/**
 * The album of a reservation the caller may see: an admin any, a customer their own (another's is 404, as if it
 * did not exist); a reservation whose session is not finished has none (409).
 */
export function visibleRecord(db: Db, viewer: UserRow, reservationId: unknown): AlbumRecord {
  const reservation = findOr404(db.reservations, reservationId);
  if (viewer.role !== 'admin' && reservation.userId !== viewer.id) throw notFound();
  if (!hasAlbum(reservation.status)) throw conflict(ALBUM_NOT_FINISHED_MESSAGE);
  return recordOf(db, reservation);
}

/** `GET /album/{reservationId}`. */
export function getAlbum(db: Db, caller: Caller, reservationId: unknown): Outcome<Album> {
  const viewer = signedIn(db, caller);
  return ok(albumView(db, visibleRecord(db, viewer, reservationId), viewer, caller.now), READ_MESSAGE);
}

/** The album after a change, as its viewer sees it. */
export function changed(
  db: Draft,
  viewer: UserRow,
  reservation: ReservationRow,
  now: Date,
  message: string,
): Outcome<Album> {
  return ok(albumView(db, recordOf(db, reservation), viewer, now), message);
}

/** The album row of a record that has photos: one exists from the first original on. */
function albumRowOf(record: AlbumRecord, refusal: string): AlbumRow {
  if (!record.album) throw conflict(refusal);
  return record.album;
}

/** `PUT /album/{reservationId}/selection`: the customer's choice, replaced, within the package's number. */
export function saveAlbumSelection(db: Draft, caller: Caller, reservationId: unknown, input: unknown): Outcome<Album> {
  const customer = requireCustomer(db, caller);
  const record = visibleRecord(db, customer, reservationId);
  const { photos: chosen } = validate(albumSelectionSchema, input);
  const photoIds = new Set(record.photos.map((photo) => photo.id));
  if (chosen.some((photo) => !photoIds.has(photo.id))) throw badRequest(PHOTO_INVALID_MESSAGE);
  const refusal =
    selectionRefusal(factsOf(record), caller.now) ??
    quotaRefusal(chosen.length, record.reservation.snapshot.editedQuota);
  if (refusal) throw conflict(refusal);
  const notes = new Map(chosen.map((photo) => [photo.id, photo.note]));
  for (const photo of record.photos) {
    const note = notes.get(photo.id);
    const isChosen = note !== undefined;
    if (photo.isChosen !== isChosen || photo.note !== (note ?? '')) {
      updateRow(db, 'albumPhotos', photo, { isChosen, note: note ?? '' });
    }
  }
  return changed(db, customer, record.reservation, caller.now, 'Pilihan foto berhasil disimpan');
}

/** `POST /album/{reservationId}/selection/submit`: the choice is locked and goes to editing. */
export function submitAlbumSelection(db: Draft, caller: Caller, reservationId: unknown): Outcome<Album> {
  const customer = requireCustomer(db, caller);
  const record = visibleRecord(db, customer, reservationId);
  const refusal = selectionRefusal(factsOf(record), caller.now);
  if (refusal) throw conflict(refusal);
  const chosenCount = record.photos.filter((photo) => photo.isChosen).length;
  if (chosenCount === 0 && record.reservation.snapshot.editedQuota > 0) throw conflict(SELECTION_EMPTY_MESSAGE);
  updateRow(db, 'albums', albumRowOf(record, NOT_SUBMITTED_MESSAGE), { submittedAt: caller.now.toISOString() });
  return changed(db, customer, record.reservation, caller.now, 'Pilihan foto berhasil dikirim');
}

/**
 * The admin and an album whose choice was sent (or closed by its last day) and is not delivered yet: what
 * reopening and delivering start from.
 */
export function albumWithChoiceSent(db: Db, caller: Caller, reservationId: unknown) {
  const admin = requireAdmin(db, caller);
  const record = visibleRecord(db, admin, reservationId);
  const stage = albumStage(factsOf(record), caller.now);
  if (stage === 'ready' || stage === 'expired') throw conflict(ALREADY_DELIVERED_MESSAGE);
  if (stage !== 'editing') throw conflict(NOT_SUBMITTED_MESSAGE);
  return { admin, record, album: albumRowOf(record, NOT_SUBMITTED_MESSAGE) };
}

/** `POST /album/{reservationId}/selection/reopen`: the admin lets the customer choose again, for a few days. */
export function reopenAlbumSelection(db: Draft, caller: Caller, reservationId: unknown): Outcome<Album> {
  const { admin, record, album } = albumWithChoiceSent(db, caller, reservationId);
  updateRow(db, 'albums', album, {
    submittedAt: null,
    reopenedAt: caller.now.toISOString(),
    selectionDeadline: reopenedDeadlineFrom(caller.now),
  });
  return changed(db, admin, record.reservation, caller.now, 'Pilihan foto dibuka kembali');
}

/** `POST /album/{reservationId}/deliver`: once every chosen photo is edited, the album can be downloaded. */
export function deliverAlbum(db: Draft, caller: Caller, reservationId: unknown): Outcome<Album> {
  const { admin, record, album } = albumWithChoiceSent(db, caller, reservationId);
  if (record.photos.some((photo) => photo.isChosen && photo.editedUrl === null)) {
    throw conflict(EDITS_MISSING_MESSAGE);
  }
  updateRow(db, 'albums', album, {
    deliveredAt: caller.now.toISOString(),
    availableUntil: availableUntilFrom(caller.now, currentSettings(db).albums.keepDays),
  });
  return changed(db, admin, record.reservation, caller.now, 'Hasil foto berhasil dikirim ke pelanggan');
}

/** `PATCH /album/{reservationId}`: the admin moves a delivered album's last day (an expired one comes back). */
export function keepAlbum(db: Draft, caller: Caller, reservationId: unknown, input: unknown): Outcome<Album> {
  const admin = requireAdmin(db, caller);
  const record = visibleRecord(db, admin, reservationId);
  const { availableUntil } = validate(albumKeepSchema, input);
  const refusal = keepRefusal(availableUntil, caller.now);
  if (refusal) throw badRequest(refusal);
  if (!record.album?.deliveredAt) throw conflict(NOT_DELIVERED_MESSAGE);
  updateRow(db, 'albums', record.album, { availableUntil });
  return changed(db, admin, record.reservation, caller.now, 'Batas unduh berhasil diubah');
}

/**
 * Takes a session's album out, photos and all, as before its first original, with no files to release: for the
 * demo's scenario (its seed album, made again) and the tests. Never a step of the API, which keeps every album.
 */
export function removeAlbum(db: Draft, reservationId: number): void {
  const albumIds = new Set(removeRows(db, 'albums', (row) => row.reservationId === reservationId).map((row) => row.id));
  removeRows(db, 'albumPhotos', (row) => albumIds.has(row.albumId));
}
