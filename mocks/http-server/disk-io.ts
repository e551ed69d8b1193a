import { randomUUID } from 'node:crypto';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const TEMPORARY_SUFFIX = '.tmp';

/** Flushes a directory's entries (a rename in it) to disk, where the system allows it. */
async function syncDirectory(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch {
    // Some systems cannot open or flush a directory; the rename itself is still atomic there.
  } finally {
    await handle?.close();
  }
}

/**
 * Writes a file whole or not at all: the bytes go to a temporary file beside it, are flushed to disk, and the
 * temporary file is renamed over the old one. A process killed at any point leaves either the old file or the
 * new one, never half of either, and at worst a temporary file that `removeTemporaryFiles` clears.
 */
export async function writeFileAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${randomUUID()}${TEMPORARY_SUFFIX}`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}

/** Removes what writes cut short left behind in a directory: temporary files never hold acknowledged data. */
export async function removeTemporaryFiles(directory: string): Promise<void> {
  const names = await readdir(directory);
  await Promise.all(
    names.filter((name) => name.endsWith(TEMPORARY_SUFFIX)).map((name) => rm(join(directory, name), { force: true })),
  );
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** A file's bytes, or undefined when there is no such file. */
export async function readBytesIfPresent(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A file's text, or undefined when there is no such file. */
export async function readTextIfPresent(path: string): Promise<string | undefined> {
  const bytes = await readBytesIfPresent(path);
  return bytes && new TextDecoder().decode(bytes);
}
