import type { Db } from '@mocks/db/schema';
import { testBackend } from './test-server';

/**
 * The seeded rows of a catalogue table (`rowsOf`), split by whether a pending reservation refers to them
 * through its `reference`: `used` ones, whose delete the backend refuses, and `unused` ones.
 */
export function rowsByPendingUse<Row extends { id: number }>(
  rowsOf: (db: Db) => readonly Row[],
  reference: 'categoryId' | 'categoryPackageId' | 'timeSlotId',
): Promise<{ used: Row[]; unused: Row[] }> {
  return testBackend.store.read((db) => {
    const used = new Set(db.reservations.filter((row) => row.status === 'pending').map((row) => row[reference]));
    const rows = rowsOf(db);
    return { used: rows.filter((row) => used.has(row.id)), unused: rows.filter((row) => !used.has(row.id)) };
  });
}
