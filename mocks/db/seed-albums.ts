/**
 * The albums of the seed's finished sessions, at the stage their age gives them, with photos drawn from the
 * studio's own illustrations: each photo is an illustration framed anew (an SVG view of a part of it), so an
 * album of 24 photos is 24 rows and no stored bytes. The demo customer has one album to choose from (24 photos,
 * 10 to edit, 3 chosen so far), one delivered with its edits, and one whose downloads have ended.
 */
import { currentSettings } from '../domain/settings/settings';
import { availableUntilFrom, selectionDeadlineFrom } from '@/lib/rules/albums';
import { DAY_MS, HOUR_MS } from '@/lib/rules/studio-time';
import { insertRow, nextId, type Draft } from './draft';
import type { ReservationRow } from './schema';
import type { SeedRandom } from './seed-random';

interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An illustration of the app's, by its path under the base, and its size. */
interface Illustration extends Frame {
  path: string;
}

const gallery: Illustration[] = Array.from({ length: 12 }, (_, index) => ({
  path: `images/gallery-${index + 1}.svg`,
  x: 0,
  y: 0,
  width: 900,
  height: 1100,
}));

/** The pictures of a session: its category's own drawings (landscapes of 1200 × 900) and the studio's gallery. */
function picturesOf(db: Draft, row: ReservationRow, assetBase: string): Illustration[] {
  const images = db.categories.find((category) => category.id === row.categoryId)?.images ?? [];
  const own = images
    .map((url) => url.slice(assetBase.length))
    .filter((path) => !path.startsWith('images/gallery-'))
    .map((path) => ({ path, x: 0, y: 0, width: 1200, height: 900 }));
  return [...own, ...own, ...gallery];
}

/** How a photo frames its picture: the whole, or closer (60–85 %), in its shape or as a portrait. */
function frameOf(picture: Illustration, random: SeedRandom): Frame {
  const kind = random.int(0, 3);
  if (kind === 0) return picture;
  const scale = random.int(60, 85) / 100;
  const height = Math.round(picture.height * scale);
  const width =
    kind === 3 && picture.width > picture.height ? Math.round((height * 3) / 4) : Math.round(picture.width * scale);
  return { x: random.int(0, picture.width - width), y: random.int(0, picture.height - height), width, height };
}

/** The edit: the same photo a little closer, as a retouch and a crop leave it. */
function editedFrame(frame: Frame): Frame {
  const width = Math.round(frame.width * 0.9);
  const height = Math.round(frame.height * 0.9);
  return {
    x: frame.x + Math.round((frame.width - width) / 2),
    y: frame.y + Math.round((frame.height - height) / 2),
    width,
    height,
  };
}

const viewOf = (url: string, { x, y, width, height }: Frame) => `${url}#svgView(viewBox(${x},${y},${width},${height}))`;

/** Where a session's album stands: when its originals went in, what was chosen and sent, and its delivery. */
export interface AlbumPlan {
  photoCount: number;
  uploadedAt: number;
  chosenCount: number;
  submittedAt: number | null;
  editedCount: number;
  deliveredAt: number | null;
}

const NOTES = ['rapikan rambut', 'cerahkan sedikit', 'hilangkan jerawat', 'warna lebih hangat', ''];

export function writeAlbum(
  db: Draft,
  random: SeedRandom,
  row: ReservationRow,
  plan: AlbumPlan,
  assetBase: string,
): void {
  const { selectionDays, keepDays } = currentSettings(db).albums;
  const albumId = nextId(db, 'albums');
  insertRow(db, 'albums', {
    id: albumId,
    reservationId: row.id,
    selectionDeadline: selectionDeadlineFrom(new Date(plan.uploadedAt), selectionDays),
    submittedAt: plan.submittedAt === null ? null : new Date(plan.submittedAt).toISOString(),
    reopenedAt: null,
    deliveredAt: plan.deliveredAt === null ? null : new Date(plan.deliveredAt).toISOString(),
    availableUntil: plan.deliveredAt === null ? null : availableUntilFrom(new Date(plan.deliveredAt), keepDays),
    createdAt: new Date(plan.uploadedAt).toISOString(),
  });
  const pictures = picturesOf(db, row, assetBase);
  const firstNumber = random.int(100, 8000);
  for (let index = 0; index < plan.photoCount; index += 1) {
    const picture = random.pick(pictures);
    const frame = frameOf(picture, random);
    const url = viewOf(`${assetBase}${picture.path}`, frame);
    const isChosen = index % 2 === 0 && index / 2 < plan.chosenCount;
    const isEdited = isChosen && index / 2 < plan.editedCount;
    insertRow(db, 'albumPhotos', {
      id: nextId(db, 'albumPhotos'),
      albumId,
      fileName: `DSC_${String(firstNumber + index).padStart(4, '0')}.jpg`,
      url,
      thumbnailUrl: url,
      previewUrl: url,
      width: frame.width * 4,
      height: frame.height * 4,
      size: random.int(3_200_000, 7_800_000),
      isChosen,
      note: isChosen ? random.pick(NOTES) : '',
      editedUrl: isEdited ? viewOf(`${assetBase}${picture.path}`, editedFrame(frame)) : null,
      uploadedAt: new Date(plan.uploadedAt).toISOString(),
    });
  }
}

/** An album to choose from: 24 originals in two hours ago, 3 of them chosen. */
export const choosingPlan = (now: Date): AlbumPlan => ({
  photoCount: 24,
  uploadedAt: now.getTime() - 2 * HOUR_MS,
  chosenCount: 3,
  submittedAt: null,
  editedCount: 0,
  deliveredAt: null,
});

/** A session's day and a number of days after it, at 17:00 WIB, never later than `now`. */
const daysAfterSession = (row: ReservationRow, now: Date) => (days: number) =>
  Math.min(Date.parse(row.date) + days * DAY_MS + 10 * HOUR_MS, now.getTime());

/**
 * A session's album delivered with its edits: `photoCount` originals in the day after it, half of them (up to the
 * package's edits) chosen and sent two days later, edited and delivered three days after that.
 */
export function deliveredAlbumPlan(row: ReservationRow, now: Date, photoCount: number): AlbumPlan {
  const daysAfter = daysAfterSession(row, now);
  const quota = row.snapshot.editedQuota;
  return {
    photoCount,
    uploadedAt: daysAfter(1),
    chosenCount: Math.min(quota, photoCount / 2),
    submittedAt: daysAfter(3),
    editedCount: quota,
    deliveredAt: daysAfter(6),
  };
}

export function seedAlbums(db: Draft, random: SeedRandom, now: Date, assetBase: string, demoCustomerId: number) {
  const demoSessions = db.reservations
    .filter((row) => row.status === 'success' && row.userId === demoCustomerId)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const [choosing, delivered, ended] = demoSessions.map((row) => row.id);

  function planOf(row: ReservationRow): AlbumPlan | undefined {
    const sessionDay = Date.parse(row.date);
    const age = Math.floor((now.getTime() - sessionDay) / DAY_MS);
    const daysAfter = daysAfterSession(row, now);
    const quota = row.snapshot.editedQuota;
    if (row.id === choosing) return choosingPlan(now);
    const photoCount = row.id === delivered || row.id === ended ? 20 : random.int(12, 30);
    const sent = { photoCount, uploadedAt: daysAfter(1), chosenCount: Math.min(quota, photoCount / 2) };
    if (row.id === delivered || row.id === ended || age >= 9) return deliveredAlbumPlan(row, now, photoCount);
    if (age >= 4) return { ...sent, submittedAt: daysAfter(3), editedCount: random.int(0, quota), deliveredAt: null };
    // Sessions of the last days: the originals of yesterday's are in, today's are still being sorted.
    if (age < 1) return undefined;
    return {
      ...sent,
      chosenCount: random.int(0, sent.chosenCount),
      submittedAt: null,
      editedCount: 0,
      deliveredAt: null,
    };
  }

  for (const row of db.reservations.filter((reservation) => reservation.status === 'success')) {
    const plan = planOf(row);
    if (plan) writeAlbum(db, random, row, plan, assetBase);
  }
}
