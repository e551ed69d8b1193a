import { mkdtemp, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Memory-backed on Linux; a container may give it as little as 64 MB, so it is used only with room to spare. */
const MEMORY_DIRECTORY = '/dev/shm';
const ROOM_NEEDED_BYTES = 1024 ** 3;

async function hasRoom(directory: string): Promise<boolean> {
  try {
    const { bavail, bsize } = await statfs(directory);
    return bavail * bsize >= ROOM_NEEDED_BYTES;
  } catch {
    return false;
  }
}

/**
 * A new directory for a test's server data, in memory when the machine has room there (/dev/shm), in its temp
 * directory otherwise. The server flushes every change to disk before it answers (fdatasync): on a disk that
 * is a wait on the device, 30 % of the property test's time; in memory it is nothing. What the tests check is
 * the same either way: the answers, the files, and that a killed process loses nothing it acknowledged (a
 * write is in the page cache once `write` returns, flushed or not).
 */
export async function makeDataDirectory(name: string): Promise<string> {
  const parent = (await hasRoom(MEMORY_DIRECTORY)) ? MEMORY_DIRECTORY : tmpdir();
  return mkdtemp(join(parent, `${name}-`));
}
