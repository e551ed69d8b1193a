import 'fake-indexeddb/auto';
import { forceCloseDatabase } from 'fake-indexeddb';
import { openDB, unwrap } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import {
  createIndexedDbFileStore,
  createIndexedDbPersistence,
  DATABASE_NAME,
  openBackendDatabase,
} from './indexed-db-persistence';
import { STOP_MESSAGES } from './store-stopped';
import { draftOf, finishDraft, insertRow, nextId } from './draft';
import { DB_SCHEMA_VERSION, createEmptyDb } from './schema';
import { createStore } from './store';
import { createTestSeed } from '../test-kit/seed';

describe('IndexedDB persistence', () => {
  it('stores a snapshot, then a journal of changes, and reads them back after a reopen', async () => {
    const draft = draftOf(createEmptyDb());
    insertRow(draft, 'timeSlots', { id: 1, time: '10:20' });
    const persistence = createIndexedDbPersistence();
    await persistence.replace({ schemaVersion: DB_SCHEMA_VERSION, revision: 7, db: finishDraft(draft) });
    const entry = {
      schemaVersion: DB_SCHEMA_VERSION,
      revision: 8,
      changes: [['add', 'timeSlots', { id: 2, time: '10:40' }]] as const,
    };
    await persistence.append(entry);
    const reopened = createIndexedDbPersistence();
    await expect(reopened.readRevision()).resolves.toBe(8);
    await expect(reopened.load()).resolves.toMatchObject({
      snapshot: { revision: 7, db: { timeSlots: [{ id: 1, time: '10:20' }] } },
      journal: [entry],
    });
    await reopened.replace({ schemaVersion: DB_SCHEMA_VERSION, revision: 8, db: createEmptyDb() });
    await expect(createIndexedDbPersistence().load()).resolves.toMatchObject({
      snapshot: { revision: 8 },
      journal: [],
    });
  });

  it('keeps a store committed across a reload of the page', async () => {
    const seed = () => createTestSeed(new Date('2026-11-22T03:00:00Z'));
    const before = createStore({ persistence: createIndexedDbPersistence(), seed });
    await before.transact((current) => {
      insertRow(current, 'timeSlots', { id: nextId(current, 'timeSlots'), time: '20:00' });
    });
    const after = createStore({ persistence: createIndexedDbPersistence(), seed });
    await expect(after.read((current) => current.timeSlots.some((slot) => slot.time === '20:00'))).resolves.toBe(true);
  });
});

describe('IndexedDB files', () => {
  const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  const bytesOf = async (file: Blob | undefined) => Array.from(new Uint8Array(await file!.arrayBuffer()));

  it('stores a file as its bytes and type (WebKit refuses Blobs in a service worker) and reads it back as a Blob', async () => {
    const files = createIndexedDbFileStore();
    await files.put('proof-1.png', png());
    const stored: unknown = await (await openDB(DATABASE_NAME)).get('files', 'proof-1.png');
    expect(stored).toEqual({ type: 'image/png', bytes: expect.any(ArrayBuffer) });
    const read = await files.get('proof-1.png');
    expect(read?.type).toBe('image/png');
    expect(await bytesOf(read)).toEqual([137, 80, 78, 71]);
  });

  it('still reads a file an earlier build stored as a Blob', async () => {
    const database = await openDB(DATABASE_NAME);
    await database.put('files', png(), 'proof-old.png');
    const read = await createIndexedDbFileStore().get('proof-old.png');
    expect(read?.type).toBe('image/png');
    expect(await bytesOf(read)).toEqual([137, 80, 78, 71]);
  });
});

describe('opening the backend database', () => {
  const stoppedWith = (message: string) => ({ status: 503, message });

  it('is named by the base path: the plain name at /', () => {
    expect(DATABASE_NAME).toBe('studio-senja-backend');
  });

  it('reports an upgrade another tab keeps blocked after a while, instead of waiting forever', async () => {
    const name = 'blocked-upgrade';
    const olderBuild = await openDB(name, 1);
    await expect(openBackendDatabase({ name, version: 2, blockedTimeoutMs: 20 })).rejects.toMatchObject(
      stoppedWith(STOP_MESSAGES.blocked),
    );
    olderBuild.close();
  });

  it("closes this tab's connection when a newer build upgrades, so the upgrade goes through, and stops this tab's persistence", async () => {
    const name = 'newer-build-upgrades';
    const onStopped = vi.fn();
    const persistence = createIndexedDbPersistence(openBackendDatabase({ name, version: 3, onStopped }));
    await expect(persistence.readRevision()).resolves.toBeUndefined();
    const newerBuild = await openBackendDatabase({ name, version: 4, blockedTimeoutMs: 1000 });
    expect(onStopped).toHaveBeenCalledExactlyOnceWith(expect.objectContaining(stoppedWith(STOP_MESSAGES.newerVersion)));
    await expect(persistence.readRevision()).rejects.toMatchObject(stoppedWith(STOP_MESSAGES.newerVersion));
    newerBuild.close();
  });

  it('refuses to open a database a newer build has upgraded, saying so', async () => {
    const name = 'opened-by-newer-build';
    (await openBackendDatabase({ name, version: 5 })).close();
    await expect(openBackendDatabase({ name, version: 4 })).rejects.toMatchObject(
      stoppedWith(STOP_MESSAGES.newerVersion),
    );
  });

  it("stops this tab's persistence and its files when the browser closes the connection", async () => {
    const name = 'closed-by-browser';
    const onStopped = vi.fn();
    const database = openBackendDatabase({ name, onStopped });
    const persistence = createIndexedDbPersistence(database);
    const files = createIndexedDbFileStore(database);
    // fake-indexeddb types its parameter as the class rather than a connection.
    forceCloseDatabase(unwrap(await database) as unknown as Parameters<typeof forceCloseDatabase>[0]);
    expect(onStopped).toHaveBeenCalledExactlyOnceWith(expect.objectContaining(stoppedWith(STOP_MESSAGES.closed)));
    await expect(persistence.load()).rejects.toMatchObject(stoppedWith(STOP_MESSAGES.closed));
    await expect(files.get('bukti.png')).rejects.toMatchObject(stoppedWith(STOP_MESSAGES.closed));
  });
});
