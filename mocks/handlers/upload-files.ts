import type { Backend } from '../backend';
import { removedRows, type Draft } from '../db/draft';

const SERVED_FILE = /\/api\/v1\/files\/([^/?#]+)$/;

/** The key of the file kept for an upload, when it has one (a demo scenario's proof shows an app image). */
function fileKeyOf(url: string): string | undefined {
  return SERVED_FILE.exec(url)?.[1];
}

/**
 * Runs a change in the store and, once it is committed, deletes the files of the uploads it removed. A
 * deletion that fails leaves bytes no row leads to, which is logged; the committed change stands.
 */
export async function transactReleasingFiles<T>(
  { store, files }: Pick<Backend, 'store' | 'files'>,
  work: (db: Draft) => T | Promise<T>,
): Promise<T> {
  let released: string[] = [];
  const result = await store.transact(async (db) => {
    const answer = await work(db);
    released = removedRows(db, 'uploads').flatMap((upload) => fileKeyOf(upload.url) ?? []);
    return answer;
  });
  await files
    .delete(released)
    .catch((error: unknown) => console.error('Emulated backend could not delete released files', error));
  return result;
}
