import { openDB, unwrap, type DBSchema, type IDBPDatabase } from 'idb';
import { storageName } from '@/lib/storage-namespace';
import type { FileStore } from './file-store';
import type { JournalEntry } from './journal';
import { JournalConflictError, type Persistence } from './persistence';
import { DB_SCHEMA_VERSION } from './schema';
import { STOP_MESSAGES, StoreStoppedError } from './store-stopped';

/** The database of the app at this base path: `studio-senja-backend` at `/`, with the base path elsewhere. */
export const DATABASE_NAME = storageName('studio-senja-backend', import.meta.env.BASE_URL);

/** How long an upgrade may wait for another tab to close the older version before it is reported. */
const BLOCKED_TIMEOUT_MS = 3000;

interface BackendDatabase extends DBSchema {
  /** The snapshot (`data`) and the revision of the last commit stored, the snapshot's or the journal's. */
  snapshot: { key: 'revision' | 'data'; value: unknown };
  /** The commits since the snapshot, by revision. */
  journal: { key: number; value: JournalEntry };
  files: { key: string; value: StoredFile | Blob };
}

/**
 * A file as stored: its bytes and type rather than the Blob itself, which WebKit's IndexedDB refuses to store
 * from a service worker. Files stored as Blobs by earlier builds are still read.
 */
interface StoredFile {
  type: string;
  bytes: ArrayBuffer;
}

async function storedFile(file: Blob): Promise<StoredFile> {
  return { type: file.type, bytes: await file.arrayBuffer() };
}

function fileFrom(stored: StoredFile | Blob | undefined): Blob | undefined {
  if (stored === undefined || stored instanceof Blob) return stored;
  return new Blob([stored.bytes], { type: stored.type });
}

export interface OpenOptions {
  name?: string;
  /**
   * The database's version: the schema version, so a newer build's opening tells every older tab to let go
   * (and an older build cannot open what a newer one upgraded).
   */
  version?: number;
  /** Told when this tab's connection closed for good: a newer build took over, or the browser closed it. */
  onStopped?: (error: StoreStoppedError) => void;
  blockedTimeoutMs?: number;
}

/** Why each connection closed for good, so the persistence over it refuses with that reason. */
const closedConnections = new WeakMap<IDBDatabase, StoreStoppedError>();

function closeForGood(connection: IDBDatabase, error: StoreStoppedError, onStopped: OpenOptions['onStopped']): void {
  if (closedConnections.has(connection)) return;
  closedConnections.set(connection, error);
  connection.close();
  onStopped?.(error);
}

const isVersionError = (error: unknown) => error instanceof DOMException && error.name === 'VersionError';

/**
 * Opens the backend's database. An upgrade that other tabs keep waiting (`blocked`) fails after a few
 * seconds with a message, instead of waiting forever; a newer build's upgrade (`blocking`) closes this
 * tab's connection and stops its store, as does the browser closing it (`terminated`); a database a newer
 * build already upgraded cannot be opened, and says so.
 */
export async function openBackendDatabase({
  name = DATABASE_NAME,
  version = DB_SCHEMA_VERSION,
  onStopped,
  blockedTimeoutMs = BLOCKED_TIMEOUT_MS,
}: OpenOptions = {}): Promise<IDBPDatabase<BackendDatabase>> {
  let connection: IDBDatabase | undefined;
  let blockedTimer: ReturnType<typeof setTimeout> | undefined;
  let reportBlocked = () => {};
  const blockedTooLong = new Promise<never>((_resolve, reject) => {
    reportBlocked = () => {
      blockedTimer ??= setTimeout(() => reject(new StoreStoppedError(STOP_MESSAGES.blocked)), blockedTimeoutMs);
    };
  });
  const opening = openDB<BackendDatabase>(name, version, {
    upgrade(database) {
      if (!database.objectStoreNames.contains('snapshot')) database.createObjectStore('snapshot');
      if (!database.objectStoreNames.contains('journal')) database.createObjectStore('journal');
      if (!database.objectStoreNames.contains('files')) database.createObjectStore('files');
    },
    blocked: () => reportBlocked(),
    blocking(_currentVersion, newVersion) {
      const message = newVersion === null ? STOP_MESSAGES.closed : STOP_MESSAGES.newerVersion;
      if (connection) closeForGood(connection, new StoreStoppedError(message), onStopped);
    },
    terminated() {
      if (connection) closeForGood(connection, new StoreStoppedError(STOP_MESSAGES.closed), onStopped);
    },
  });
  try {
    const database = await Promise.race([opening, blockedTooLong]);
    connection = unwrap(database);
    return database;
  } catch (error) {
    // Given up on: should the other tab let go after all, the late connection is closed at once.
    if (error instanceof StoreStoppedError)
      void opening.then(
        (late) => late.close(),
        () => undefined,
      );
    throw isVersionError(error) ? new StoreStoppedError(STOP_MESSAGES.newerVersion) : error;
  } finally {
    clearTimeout(blockedTimer);
  }
}

/** The open database, or the reason it closed for good. */
async function usable(database: Promise<IDBPDatabase<BackendDatabase>>): Promise<IDBPDatabase<BackendDatabase>> {
  const open = await database;
  const closed = closedConnections.get(unwrap(open));
  if (closed) throw closed;
  return open;
}

/**
 * The browser's store: IndexedDB holds the snapshot and the journal of the commits since (and, beside them,
 * uploaded files) across reloads and tabs. A commit adds one entry and the revision in one transaction, so it
 * costs what it changed; a replacement puts the snapshot and empties the journal in one transaction.
 */
export function createIndexedDbPersistence(
  database: Promise<IDBPDatabase<BackendDatabase>> = openBackendDatabase(),
): Persistence {
  return {
    async readRevision() {
      const revision = await (await usable(database)).get('snapshot', 'revision');
      return typeof revision === 'number' ? revision : undefined;
    },
    async load() {
      const transaction = (await usable(database)).transaction(['snapshot', 'journal'], 'readonly');
      const [snapshot, journal] = await Promise.all([
        transaction.objectStore('snapshot').get('data'),
        transaction.objectStore('journal').getAll(),
        transaction.done,
      ]);
      return snapshot === undefined ? undefined : { snapshot, journal };
    },
    async append(entry) {
      const transaction = (await usable(database)).transaction(['snapshot', 'journal'], 'readwrite');
      const snapshot = transaction.objectStore('snapshot');
      if ((await snapshot.get('revision')) !== entry.revision - 1) {
        transaction.abort();
        await transaction.done.catch(() => undefined);
        throw new JournalConflictError(entry.revision);
      }
      await Promise.all([
        transaction.objectStore('journal').put(entry, entry.revision),
        snapshot.put(entry.revision, 'revision'),
        transaction.done,
      ]);
    },
    async replace(snapshot) {
      const transaction = (await usable(database)).transaction(['snapshot', 'journal'], 'readwrite');
      await Promise.all([
        transaction.objectStore('snapshot').put(snapshot, 'data'),
        transaction.objectStore('snapshot').put(snapshot.revision, 'revision'),
        transaction.objectStore('journal').clear(),
        transaction.done,
      ]);
    },
  };
}

/**
 * Uploaded files in the same IndexedDB database, so they survive reloads too. Once the database has closed for
 * good, they answer as the snapshot does: with the reason (503), not a bare failure.
 */
export function createIndexedDbFileStore(
  database: Promise<IDBPDatabase<BackendDatabase>> = openBackendDatabase(),
): FileStore {
  return {
    async put(key, file) {
      const stored = await storedFile(file);
      await (await usable(database)).put('files', stored, key);
    },
    async get(key) {
      return fileFrom(await (await usable(database)).get('files', key));
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const transaction = (await usable(database)).transaction('files', 'readwrite');
      await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
    },
    async clear() {
      await (await usable(database)).clear('files');
    },
  };
}
