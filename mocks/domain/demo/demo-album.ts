import { albumStage, hasAlbum } from '@/lib/rules/albums';
import type { Draft } from '@mocks/db/draft';
import { choosingPlan, writeAlbum } from '@mocks/db/seed-albums';
import { createSeedRandom } from '@mocks/db/seed-random';
import { factsOf, recordOf, removeAlbum } from '../albums/albums';
import { conflict } from '../errors';

const DEMO_ALBUM_SEED = 59;

/**
 * The demo customer's album to choose from: the seed's while it is still open, or, once time travel or a sent
 * choice moved it on, their newest session's album put back to its start (24 originals in, 3 chosen).
 */
export function albumToChoose(db: Draft, customerId: number, now: Date, assetBase: string): number {
  const sessions = db.reservations
    .filter((row) => row.userId === customerId && hasAlbum(row.status))
    .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const open = sessions.find((row) => albumStage(factsOf(recordOf(db, row)), now) === 'selecting');
  if (open) return open.id;
  const [newest] = sessions;
  if (!newest) throw conflict('Pelanggan demo belum memiliki sesi yang selesai');
  removeAlbum(db, newest.id);
  writeAlbum(db, createSeedRandom(DEMO_ALBUM_SEED), newest, choosingPlan(now), assetBase);
  return newest.id;
}
