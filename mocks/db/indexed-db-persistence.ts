import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FileStore } from './file-store';
import type { Persistence } from './persistence';
import type { Snapshot } from './snapshot';

const DATABASE_NAME = 'studio-senja-backend';
const DATABASE_VERSION = 1;

interface BackendDatabase extends DBSchema {
  snapshot: { key: 'revision' | 'data'; value: unknown };
  files: { key: string; value: Blob };
}

export function openBackendDatabase(): Promise<IDBPDatabase<BackendDatabase>> {
  return openDB<BackendDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database) {
      database.createObjectStore('snapshot');
      database.createObjectStore('files');
    },
  });
}

/** The browser's store: IndexedDB holds the snapshot (and, beside it, uploaded files) across reloads and tabs. */
export function createIndexedDbPersistence(database: Promise<IDBPDatabase<BackendDatabase>> = openBackendDatabase()): Persistence {
  return {
    async readRevision() {
      const revision = await (await database).get('snapshot', 'revision');
      return typeof revision === 'number' ? revision : undefined;
    },
    async load() {
      return (await database).get('snapshot', 'data');
    },
    async save(snapshot: Snapshot) {
      const transaction = (await database).transaction('snapshot', 'readwrite');
      await Promise.all([
        transaction.store.put(snapshot, 'data'),
        transaction.store.put(snapshot.revision, 'revision'),
        transaction.done,
      ]);
    },
  };
}

/** Uploaded files in the same IndexedDB database, so they survive reloads too. */
export function createIndexedDbFileStore(database: Promise<IDBPDatabase<BackendDatabase>> = openBackendDatabase()): FileStore {
  return {
    async put(key, file) {
      await (await database).put('files', file, key);
    },
    async get(key) {
      return (await database).get('files', key);
    },
  };
}
