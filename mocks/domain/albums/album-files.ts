/**
 * The files of an album: the studio's originals (each with the small copies the admin's browser made of it),
 * removed before delivery, and the edits of the chosen ones. Every file is judged by its bytes; an original's
 * size in pixels is read from them (`imageDimensions`), never taken from the client.
 */
import { currentSettings } from '../settings/settings';
import type { Album, AlbumPhoto } from '@/lib/api/api-types';
import {
  ALREADY_DELIVERED_MESSAGE,
  albumStage,
  MAX_PHOTO_BYTES,
  MAX_PREVIEW_BYTES,
  MAX_THUMBNAIL_BYTES,
  NOT_CHOSEN_MESSAGE,
  PHOTO_CHOSEN_MESSAGE,
  PHOTO_COPY_INVALID_MESSAGE,
  PHOTO_NAME_INVALID_MESSAGE,
  PHOTO_NAME_TAKEN_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  photoFileName,
  selectionDeadlineFrom,
} from '@/lib/rules/albums';
import { imageFormatOf, NOT_AN_IMAGE, type ImageFormat } from '@/lib/rules/uploads';
import { insertRow, nextId, removeRows, updateRow, type Draft } from '@mocks/db/draft';
import type { AlbumPhotoRow, Db, UserRow } from '@mocks/db/schema';
import { requireAdmin, type Caller } from '../accounts/access';
import { badRequest, conflict, DomainError, notFound } from '../errors';
import { created, ok, type Outcome } from '../outcome';
import { imageDimensions } from '../uploads/image-dimensions';
import type { IncomingFile } from '../uploads/uploads';
import { albumWithChoiceSent, changed, factsOf, photoView, visibleRecord, type AlbumRecord } from './albums';

/** A photo as it came in: its name, declared type and every byte (its size in pixels is read from them). */
export interface IncomingPhoto {
  name: string;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The grid's and the lightbox's copies of an original, when the client made them. */
export interface IncomingCopies {
  thumbnail?: IncomingFile;
  preview?: IncomingFile;
}

/** A file to store under `key`. */
interface PlannedFile {
  key: string;
  format: ImageFormat;
}

export interface AlbumPhotoPlan {
  reservationId: number;
  fileName: string;
  width: number;
  height: number;
  size: number;
  original: PlannedFile;
  thumbnail: PlannedFile | undefined;
  preview: PlannedFile | undefined;
}

/** A JPEG's EXIF orientations from 5 on turn the picture a quarter: its displayed width is the stored height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** The format of an original or an edit, and its size as displayed, or the refusal a person can act on. */
function recognisePhoto(photo: IncomingPhoto): { format: ImageFormat; width: number; height: number } {
  if (photo.bytes.length > MAX_PHOTO_BYTES) throw new DomainError(413, PHOTO_TOO_LARGE_MESSAGE);
  const format = imageFormatOf(photo.mimeType, photo.bytes.subarray(0, 16));
  if (!format) throw new DomainError(415, NOT_AN_IMAGE);
  try {
    const { width, height, orientation } = imageDimensions(photo.bytes);
    return QUARTER_TURNS.has(orientation) ? { format, width: height, height: width } : { format, width, height };
  } catch {
    // The first bytes say image, the rest is not one (cut short, or something else behind a header).
    throw new DomainError(415, NOT_AN_IMAGE);
  }
}

function recogniseCopy(copy: IncomingFile | undefined, maxBytes: number): ImageFormat | undefined {
  if (!copy) return undefined;
  const format = imageFormatOf(copy.mimeType, copy.head);
  if (!format || copy.size > maxBytes) throw badRequest(PHOTO_COPY_INVALID_MESSAGE);
  return format;
}

/** A key no one can guess: the files are served to whoever has their address, as an image tag asks for them. */
function keyFor(reservationId: number, kind: 'original' | 'thumbnail' | 'preview' | 'edited', format: ImageFormat) {
  return `album-${reservationId}-${kind}-${crypto.randomUUID()}.${format.extension}`;
}

/** The album an admin may still change the originals of: not delivered yet. */
function undeliveredRecord(db: Db, caller: Caller, reservationId: unknown): { admin: UserRow; record: AlbumRecord } {
  const admin = requireAdmin(db, caller);
  const record = visibleRecord(db, admin, reservationId);
  const stage = albumStage(factsOf(record), caller.now);
  if (stage === 'ready' || stage === 'expired') throw conflict(ALREADY_DELIVERED_MESSAGE);
  return { admin, record };
}

/**
 * `POST /album/{reservationId}/photos`, before anything is stored: the admin's, one original of at most
 * `MAX_PHOTO_BYTES` by its bytes, named as no other photo of the album, with its copies if the client made them.
 */
export function planAlbumPhoto(
  db: Db,
  caller: Caller,
  reservationId: unknown,
  photo: IncomingPhoto,
  copies: IncomingCopies,
): AlbumPhotoPlan {
  const { record } = undeliveredRecord(db, caller, reservationId);
  const fileName = photoFileName(photo.name);
  if (fileName === undefined) throw badRequest(PHOTO_NAME_INVALID_MESSAGE);
  const { format, width, height } = recognisePhoto(photo);
  const thumbnail = recogniseCopy(copies.thumbnail, MAX_THUMBNAIL_BYTES);
  const preview = recogniseCopy(copies.preview, MAX_PREVIEW_BYTES);
  const sameName = fileName.toLowerCase();
  if (record.photos.some((existing) => existing.fileName.toLowerCase() === sameName)) {
    throw conflict(PHOTO_NAME_TAKEN_MESSAGE);
  }
  const id = record.reservation.id;
  const planned = (kind: 'thumbnail' | 'preview', copyFormat: ImageFormat | undefined) =>
    copyFormat && { key: keyFor(id, kind, copyFormat), format: copyFormat };
  return {
    reservationId: id,
    fileName,
    width,
    height,
    size: photo.bytes.length,
    original: { key: keyFor(id, 'original', format), format },
    thumbnail: planned('thumbnail', thumbnail),
    preview: planned('preview', preview),
  };
}

/**
 * Records a stored original. The first one opens the album: the customer may choose from now until the deadline.
 * A copy the client did not make is the original itself.
 */
export function recordAlbumPhoto(
  db: Draft,
  caller: Caller,
  plan: AlbumPhotoPlan,
  urlOf: (key: string) => string,
): Outcome<AlbumPhoto> {
  const { record } = undeliveredRecord(db, caller, plan.reservationId);
  const reopens = record.photos.length === 0 && !record.album?.submittedAt;
  const selectionDeadline = selectionDeadlineFrom(caller.now, currentSettings(db).albums.selectionDays);
  const album = record.album
    ? reopens
      ? updateRow(db, 'albums', record.album, { selectionDeadline })
      : record.album
    : insertRow(db, 'albums', {
        id: nextId(db, 'albums'),
        reservationId: plan.reservationId,
        selectionDeadline,
        submittedAt: null,
        reopenedAt: null,
        deliveredAt: null,
        availableUntil: null,
        createdAt: caller.now.toISOString(),
      });
  const url = urlOf(plan.original.key);
  const row = insertRow(db, 'albumPhotos', {
    id: nextId(db, 'albumPhotos'),
    albumId: album.id,
    fileName: plan.fileName,
    url,
    thumbnailUrl: plan.thumbnail ? urlOf(plan.thumbnail.key) : url,
    previewUrl: plan.preview ? urlOf(plan.preview.key) : url,
    width: plan.width,
    height: plan.height,
    size: plan.size,
    isChosen: false,
    note: '',
    editedUrl: null,
    uploadedAt: caller.now.toISOString(),
  });
  return created(photoView(row), 'Foto berhasil diunggah');
}

function photoOf(record: AlbumRecord, photoId: unknown): AlbumPhotoRow {
  const photo = record.photos.find((row) => String(row.id) === String(photoId));
  if (!photo) throw notFound();
  return photo;
}

/** `DELETE /album/{reservationId}/photo/{photoId}`: before delivery, and never a photo of a choice already sent. */
export function deleteAlbumPhoto(db: Draft, caller: Caller, reservationId: unknown, photoId: unknown): Outcome<Album> {
  const { admin, record } = undeliveredRecord(db, caller, reservationId);
  const photo = photoOf(record, photoId);
  if (photo.isChosen && albumStage(factsOf(record), caller.now) === 'editing') throw conflict(PHOTO_CHOSEN_MESSAGE);
  removeRows(db, 'albumPhotos', (row) => row.id === photo.id);
  return changed(db, admin, record.reservation, caller.now, 'Foto berhasil dihapus');
}

/** Every file a photo leads to: what goes once its removal is committed. */
export function photoFileUrls(photo: AlbumPhotoRow): string[] {
  return [...new Set([photo.url, photo.thumbnailUrl, photo.previewUrl, ...(photo.editedUrl ? [photo.editedUrl] : [])])];
}

export interface EditedPhotoPlan {
  reservationId: number;
  photoId: number;
  size: number;
  file: PlannedFile;
}

/**
 * `POST /album/{reservationId}/photo/{photoId}/edited`, before it is stored: the admin's, for a chosen photo of
 * an album whose choice was sent and is not delivered, an image by its bytes.
 */
export function planEditedPhoto(
  db: Db,
  caller: Caller,
  reservationId: unknown,
  photoId: unknown,
  edited: IncomingPhoto,
): EditedPhotoPlan {
  const { record } = albumWithChoiceSent(db, caller, reservationId);
  const photo = photoOf(record, photoId);
  if (!photo.isChosen) throw conflict(NOT_CHOSEN_MESSAGE);
  const { format } = recognisePhoto(edited);
  const id = record.reservation.id;
  return {
    reservationId: id,
    photoId: photo.id,
    size: edited.bytes.length,
    file: { key: keyFor(id, 'edited', format), format },
  };
}

/** Records a stored edit; answers the photo and the edit it replaced, if any, whose file is to go. */
export function recordEditedPhoto(
  db: Draft,
  caller: Caller,
  plan: EditedPhotoPlan,
  urlOf: (key: string) => string,
): { outcome: Outcome<AlbumPhoto>; replacedUrl: string | null } {
  const { record } = albumWithChoiceSent(db, caller, plan.reservationId);
  const photo = photoOf(record, plan.photoId);
  const row = updateRow(db, 'albumPhotos', photo, { editedUrl: urlOf(plan.file.key) });
  return { outcome: ok(photoView(row), 'Hasil edit berhasil diunggah'), replacedUrl: photo.editedUrl };
}
