/**
 * The photos of a finished session, its album ("Hasil Foto"): the studio uploads the originals, the customer
 * chooses up to the package's number of photos to edit and sends the choice, the studio edits them and delivers,
 * and the album can be downloaded until its last day. Days are the studio's calendar days (WIB), both deadlines
 * included. The backend refuses with these messages, and the screens show the same ones beside the buttons.
 */
import type { AlbumStage, ReservationStatus } from '../api/api-types';
import { addDays, studioDayOf } from './studio-time';

/** Where an album is (the contract's `AlbumStage`), as both the customer and the admin see it. */
export const ALBUM_STAGE_LABELS: Record<AlbumStage, string> = {
  waiting: 'Menunggu foto',
  selecting: 'Pilih foto',
  editing: 'Diedit',
  ready: 'Siap diunduh',
  expired: 'Kadaluarsa',
};

export const ALBUM_STAGES = Object.keys(ALBUM_STAGE_LABELS) as AlbumStage[];

/** How many more days a reopened choice gives the customer, from today. */
export const REOPEN_DAYS = 2;
/** The most days ahead the admin may keep an album, from today. */
export const MAX_KEEP_DAYS = 365;

export const ALBUM_NOT_FINISHED_MESSAGE = 'Hasil foto tersedia setelah sesi selesai';
/** A photo that is not one of the album's. */
export const PHOTO_INVALID_MESSAGE = 'Foto tidak valid';
export const SELECTION_OVER_QUOTA_MESSAGE = (quota: number) =>
  quota === 0 ? 'Paket ini tidak termasuk foto edit' : `Maksimal ${quota} foto dapat dipilih untuk diedit`;
export const SELECTION_LOCKED_MESSAGE = 'Pilihan foto sudah terkirim dan tidak dapat diubah';
export const SELECTION_CLOSED_MESSAGE = 'Batas waktu memilih foto sudah lewat';
export const SELECTION_NOT_OPEN_MESSAGE = 'Foto belum dapat dipilih';
export const SELECTION_EMPTY_MESSAGE = 'Pilih minimal 1 foto sebelum mengirim pilihan';
export const NOT_SUBMITTED_MESSAGE = 'Pilihan foto belum dikirim';
export const ALREADY_DELIVERED_MESSAGE = 'Hasil foto sudah dikirim ke pelanggan';
export const NOT_DELIVERED_MESSAGE = 'Hasil foto belum dikirim ke pelanggan';
export const EDITS_MISSING_MESSAGE = 'Semua foto pilihan harus sudah diedit sebelum dikirim';
export const KEEP_BEFORE_TODAY_MESSAGE = 'Tanggal batas unduh tidak boleh sebelum hari ini';
export const KEEP_TOO_FAR_MESSAGE = `Tanggal batas unduh maksimal ${MAX_KEEP_DAYS} hari dari hari ini`;

/** The largest original (or edited file) the studio may upload: a camera's full-size JPEG with room to spare. */
export const MAX_PHOTO_MEGABYTES = 25;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;
/** The grid's copy of a photo is small; the lightbox's fits a screen. Larger ones are not what they claim. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024;
export const MAX_PREVIEW_BYTES = 4 * 1024 * 1024;
/** The longest side of the copies the admin's browser makes as an original goes in. */
export const THUMBNAIL_EDGE = 480;
export const PREVIEW_EDGE = 1600;

export const PHOTO_MISSING_MESSAGE = 'Foto tidak boleh kosong';
export const PHOTO_TOO_LARGE_MESSAGE = `Ukuran foto maksimal ${MAX_PHOTO_MEGABYTES} MB`;
export const PHOTO_COPY_INVALID_MESSAGE = 'Salinan kecil foto tidak valid';
export const PHOTO_NAME_TAKEN_MESSAGE = 'Foto dengan nama file ini sudah ada di album';
export const PHOTO_NAME_INVALID_MESSAGE = 'Nama file foto tidak valid';
export const PHOTO_CHOSEN_MESSAGE = 'Foto ini sudah dipilih pelanggan dan tidak dapat dihapus';
export const NOT_CHOSEN_MESSAGE = 'Hanya foto yang dipilih pelanggan yang dapat diberi hasil edit';

/** What the rules need to know of an album to place it. */
export interface AlbumFacts {
  /** How many originals are in. */
  photoCount: number;
  /** The last day to choose (00:00 UTC of a studio day), set when the first originals went in. */
  selectionDeadline: string | null;
  submittedAt: string | null;
  deliveredAt: string | null;
  /** The last day it can be downloaded (00:00 UTC of a studio day), set on delivery. */
  availableUntil: string | null;
}

/** Whether a studio day (00:00 UTC form) is over at `now`, in the studio's calendar. */
function isDayOver(day: string, now: Date): boolean {
  return studioDayOf(now) > day;
}

/**
 * The stage of an album at `now`. Once the last day to choose is over, a choice not sent counts as sent: the
 * studio edits what was chosen, as studios' terms say.
 */
export function albumStage(album: AlbumFacts, now: Date): AlbumStage {
  if (album.deliveredAt !== null) {
    return album.availableUntil !== null && isDayOver(album.availableUntil, now) ? 'expired' : 'ready';
  }
  if (album.photoCount === 0 || album.selectionDeadline === null) return 'waiting';
  if (album.submittedAt !== null || isDayOver(album.selectionDeadline, now)) return 'editing';
  return 'selecting';
}

/** Whether a booking has an album: its session is done ("Selesai"). */
export function hasAlbum(status: ReservationStatus): boolean {
  return status === 'success';
}

/**
 * The last day to choose, for originals first in at `now`: the settings' `albums.selectionDays` (5 by default)
 * studio days later.
 */
export function selectionDeadlineFrom(now: Date, selectionDays: number): string {
  return addDays(studioDayOf(now), selectionDays);
}

/**
 * The last day to download, for an album delivered at `now`: the settings' `albums.keepDays` (30 by default)
 * studio days later.
 */
export function availableUntilFrom(now: Date, keepDays: number): string {
  return addDays(studioDayOf(now), keepDays);
}

/** The last day to choose, for a choice the admin reopens at `now`. */
export function reopenedDeadlineFrom(now: Date): string {
  return addDays(studioDayOf(now), REOPEN_DAYS);
}

/** Why an album may not be kept until `day` (00:00 UTC of a studio day), or undefined when it may. */
export function keepRefusal(day: string, now: Date): string | undefined {
  const today = studioDayOf(now);
  if (day < today) return KEEP_BEFORE_TODAY_MESSAGE;
  if (day > addDays(today, MAX_KEEP_DAYS)) return KEEP_TOO_FAR_MESSAGE;
  return undefined;
}

/** Why the customer may not change their choice now, or undefined when they may. */
export function selectionRefusal(album: AlbumFacts, now: Date): string | undefined {
  if (album.submittedAt !== null || album.deliveredAt !== null) return SELECTION_LOCKED_MESSAGE;
  const stage = albumStage(album, now);
  if (stage === 'waiting') return SELECTION_NOT_OPEN_MESSAGE;
  if (stage !== 'selecting') return SELECTION_CLOSED_MESSAGE;
  return undefined;
}

/** Why `count` chosen photos are too many for a package editing `quota`, or undefined when they fit. */
export function quotaRefusal(count: number, quota: number): string | undefined {
  return count > quota ? SELECTION_OVER_QUOTA_MESSAGE(quota) : undefined;
}

/** "7/10 dipilih": the counter beside the hearts. */
export function selectionCounter(count: number, quota: number): string {
  return `${count}/${quota} dipilih`;
}

/** The longest file name kept for a photo. */
const MAX_FILE_NAME_LENGTH = 200;

/**
 * The name a photo is known by: the file's own name without any folder, trimmed. Undefined when there is none
 * or it is too long to be a camera's.
 */
export function photoFileName(name: string): string | undefined {
  const base = name.split(/[\\/]/).at(-1)?.trim() ?? '';
  return base === '' || base.length > MAX_FILE_NAME_LENGTH ? undefined : base;
}

/** "DSC_0412" of "DSC_0412.jpg", "dsc_0412-edit.JPG": what an edit and its original share, in lower case. */
function stemOf(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_ ](edit|edited|final)$/i, '')
    .toLowerCase();
}

/** An edited file matched to the chosen original it was made from. */
export interface EditedMatch<File> {
  file: File;
  photoId: number;
}

/**
 * Pairs edited files with the chosen originals by file name, as an editor's export keeps it (another extension
 * or case, an "-edit" suffix allowed). A file that names no chosen original, or one another file already took,
 * is unmatched.
 */
export function matchEditedFiles<File extends { name: string }>(
  files: readonly File[],
  chosen: readonly { id: number; fileName: string }[],
): { matched: EditedMatch<File>[]; unmatched: File[] } {
  const byStem = new Map(chosen.map((photo) => [stemOf(photo.fileName), photo.id]));
  const taken = new Set<number>();
  const matched: EditedMatch<File>[] = [];
  const unmatched: File[] = [];
  for (const file of files) {
    const photoId = byStem.get(stemOf(file.name));
    if (photoId === undefined || taken.has(photoId)) {
      unmatched.push(file);
    } else {
      taken.add(photoId);
      matched.push({ file, photoId });
    }
  }
  return { matched, unmatched };
}

/** "DSC_0412.jpg DSC_0415.jpg": the chosen originals' names for an editor's filter (Lightroom's "Salin nama file"). */
export function chosenFileNames(photos: readonly { fileName: string; isChosen: boolean }[]): string {
  return photos
    .filter((photo) => photo.isChosen)
    .map((photo) => photo.fileName)
    .join(' ');
}
