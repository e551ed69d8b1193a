import type { Backend } from '../backend';
import { removedRows, type Draft } from '../db/draft';
import { photoFileUrls } from '../domain/albums/album-files';

const SERVED_FILE = /\/api\/v1\/files\/([^/?#]+)$/;

/** The key of the file kept for an upload, when it has one (a demo scenario's proof shows an app image). */
function fileKeyOf(url: string): string | undefined {
  return SERVED_FILE.exec(url)?.[1];
}

/** What a change may do with files beside its rows: store new ones, and let go of ones no row will lead to. */
export interface FileWork {
  /** Stores a file; if the change then fails, it is deleted again. */
  put: (key: string, file: Blob) => Promise<void>;
  /** A served file's URL whose file goes once the change is committed. */
  release: (url: string) => void;
}

/**
 * Runs a change in the store with the files it stores and releases. Once it is committed, the files of the
 * uploads and album photos it removed, and those it released, are deleted; a deletion that fails leaves bytes no
 * row leads to, which is logged, and the committed change stands. If the change fails, the files it stored lead
 * nowhere and go (the browser's storage may have filled up half-way, or the database could not be saved).
 */
export async function transactWithFiles<T>(
  { store, files }: Pick<Backend, 'store' | 'files'>,
  work: (db: Draft, fileWork: FileWork) => T | Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  let released: string[] = [];
  try {
    const result = await store.transact(async (db) => {
      const releasedUrls: string[] = [];
      const answer = await work(db, {
        put: async (key, file) => {
          stored.push(key);
          await files.put(key, file);
        },
        release: (url) => releasedUrls.push(url),
      });
      const urls = [
        ...removedRows(db, 'uploads').map((upload) => upload.url),
        ...removedRows(db, 'albumPhotos').flatMap(photoFileUrls),
        ...releasedUrls,
      ];
      released = urls.flatMap((url) => fileKeyOf(url) ?? []);
      return answer;
    });
    await files
      .delete(released)
      .catch((error: unknown) => console.error('Emulated backend could not delete released files', error));
    return result;
  } catch (error) {
    await files.delete(stored).catch(() => undefined);
    throw error;
  }
}
