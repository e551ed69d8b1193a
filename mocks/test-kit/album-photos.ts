/**
 * Originals put in a finished session's album as the studio's upload records them, without their files, for the
 * tests of what comes after the upload: the album's row, its choice open from `now`, and `count` photos.
 */
import { currentSettings } from '../domain/settings/settings';
import { selectionDeadlineFrom } from '@/lib/rules/albums';
import { insertRow, nextId, type Draft } from '../db/draft';

export interface OriginalsOptions {
  /** Each with its edited file already in. */
  edited?: boolean;
}

/** Puts `count` originals in the album of a reservation at `now`; answers their ids, in order. */
export function putOriginals(
  db: Draft,
  reservationId: number,
  count: number,
  now: Date,
  { edited = false }: OriginalsOptions = {},
): number[] {
  const albumId = nextId(db, 'albums');
  insertRow(db, 'albums', {
    id: albumId,
    reservationId,
    selectionDeadline: selectionDeadlineFrom(now, currentSettings(db).albums.selectionDays),
    submittedAt: null,
    reopenedAt: null,
    deliveredAt: null,
    availableUntil: null,
    createdAt: now.toISOString(),
  });
  return Array.from({ length: count }, (_, index) => {
    const id = nextId(db, 'albumPhotos');
    insertRow(db, 'albumPhotos', {
      id,
      albumId,
      fileName: `DSC_${String(index + 1).padStart(4, '0')}.jpg`,
      url: `/files/original-${id}.jpg`,
      thumbnailUrl: `/files/thumb-${id}.jpg`,
      previewUrl: `/files/preview-${id}.jpg`,
      width: 3000,
      height: 2000,
      size: 4_000_000,
      isChosen: false,
      note: '',
      editedUrl: edited ? `/files/edited-${id}.jpg` : null,
      uploadedAt: now.toISOString(),
    });
    return id;
  });
}
