import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createIndexedDbPersistence } from './indexed-db-persistence';
import { DB_SCHEMA_VERSION, createEmptyDb } from './schema';
import { createStore } from './store';
import { createTestSeed } from '../rules-test-kit';

describe('IndexedDB persistence', () => {
  it('stores a snapshot and its revision, and reads them back after a reopen', async () => {
    const db = createEmptyDb();
    db.timeSlots.push({ id: 1, time: '10:20' });
    await createIndexedDbPersistence().save({ schemaVersion: DB_SCHEMA_VERSION, revision: 7, db });
    const reopened = createIndexedDbPersistence();
    await expect(reopened.readRevision()).resolves.toBe(7);
    await expect(reopened.load()).resolves.toMatchObject({ revision: 7, db: { timeSlots: [{ id: 1, time: '10:20' }] } });
  });

  it('keeps a store committed across a reload of the page', async () => {
    const seed = () => createTestSeed(new Date('2026-11-22T03:00:00Z'));
    const before = createStore({ persistence: createIndexedDbPersistence(), seed });
    await before.transact((current) => {
      current.timeSlots.push({ id: 999, time: '20:00' });
    });
    const after = createStore({ persistence: createIndexedDbPersistence(), seed });
    await expect(after.read((current) => current.timeSlots.some((slot) => slot.id === 999))).resolves.toBe(true);
  });
});
