import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../db/file-store';
import { imageTypeOfExtension } from '@/lib/rules/uploads';
import { readBytesIfPresent, writeFileAtomically } from './disk-io';

/** Stored keys are the backend's own (`category-…-0-<uuid>.jpg`): anything else names no file, never a path. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function typeOf(key: string): string {
  return imageTypeOfExtension(key.split('.').pop() ?? '') ?? 'application/octet-stream';
}

/** Uploaded files as files in a directory, each written atomically; their type follows from the extension the backend gave them. */
export function createDiskFileStore(directory: string): FileStore {
  const pathOf = (key: string) => (SAFE_KEY.test(key) ? join(directory, key) : undefined);
  return {
    async put(key, file) {
      const path = pathOf(key);
      if (!path) throw new Error(`Refusing to store a file under the key ${JSON.stringify(key)}`);
      await writeFileAtomically(path, new Uint8Array(await file.arrayBuffer()));
    },
    async get(key) {
      const path = pathOf(key);
      const bytes = path === undefined ? undefined : await readBytesIfPresent(path);
      return bytes && new Blob([bytes], { type: typeOf(key) });
    },
    async delete(keys) {
      const paths = keys.map(pathOf).filter((path) => path !== undefined);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
    async clear() {
      const names = await readdir(directory);
      await Promise.all(names.map((name) => rm(join(directory, name), { force: true, recursive: true })));
    },
  };
}
