import type { Backend } from '../backend';
import type { Db, UploadRow } from '../db/schema';

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
  work: (db: Db) => T | Promise<T>,
): Promise<T> {
  let removed: UploadRow[] = [];
  const result = await store.transact(async (db) => {
    const before = [...db.uploads];
    const answer = await work(db);
    const remaining = new Set(db.uploads.map((upload) => upload.id));
    removed = before.filter((upload) => !remaining.has(upload.id));
    return answer;
  });
  const keys = removed.map((upload) => fileKeyOf(upload.url)).filter((key) => key !== undefined);
  await files
    .delete(keys)
    .catch((error: unknown) => console.error('Emulated backend could not delete released files', error));
  return result;
}
