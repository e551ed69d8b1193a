import type { Db } from '../db/schema';

/**
 * Runs a series of rules as one: they work on a copy that replaces the database only once all of them
 * went ahead. When one refuses half-way, the database is as it was, whatever the earlier ones did.
 */
export async function allOrNothing<T>(db: Db, work: (draft: Db) => Promise<T>): Promise<T> {
  const draft = structuredClone(db);
  const result = await work(draft);
  Object.assign(db, draft);
  return result;
}
