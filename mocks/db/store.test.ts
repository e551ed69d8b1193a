import { describe, expect, it, vi } from 'vitest';
import { badRequest } from '../domain/errors';
import { createMemoryPersistence, type Persistence } from './persistence';
import { DB_SCHEMA_VERSION, createEmptyDb, nextId, type Db } from './schema';
import { createStore, RESEED_NOTICES } from './store';
import { createTestSeed } from '../rules-test-kit';

const now = new Date('2026-11-22T03:00:00.000Z');
const seed = () => createTestSeed(now);

function addTimeSlot(db: Db, time: string) {
  db.timeSlots.push({ id: nextId(db, 'timeSlots'), time });
}

describe('store', () => {
  it('seeds an empty persistence with the demo accounts and catalogue', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    const db = await store.read((current) => current);
    expect(db.users.map((user) => user.email)).toEqual(expect.arrayContaining(['admin@studio.test', 'pelanggan@studio.test']));
    expect(db.categories.length).toBeGreaterThanOrEqual(6);
    expect(db.timeSlots.map((slot) => slot.time).slice(0, 2)).toEqual(['10:20', '10:40']);
    expect(db.timeSlots.at(-1)?.time).toBe('19:40');
  });

  it('round-trips a committed change through persistence (a reload sees it)', async () => {
    const persistence = createMemoryPersistence();
    const first = createStore({ persistence, seed });
    await first.transact((db) => addTimeSlot(db, '21:00'));
    const afterReload = createStore({ persistence, seed });
    const times = await afterReload.read((db) => db.timeSlots.map((slot) => slot.time));
    expect(times).toContain('21:00');
  });

  it('sees what another tab committed to the same persistence', async () => {
    const persistence = createMemoryPersistence();
    const tabA = createStore({ persistence, seed });
    const tabB = createStore({ persistence, seed });
    await tabA.read(() => undefined);
    await tabB.transact((db) => addTimeSlot(db, '21:20'));
    await expect(tabA.read((db) => db.timeSlots.some((slot) => slot.time === '21:20'))).resolves.toBe(true);
  });

  it('keeps nothing of a change whose work fails unexpectedly', async () => {
    const persistence = createMemoryPersistence();
    const store = createStore({ persistence, seed });
    await expect(
      store.transact((db) => {
        addTimeSlot(db, '22:00');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(store.read((db) => db.timeSlots.some((slot) => slot.time === '22:00'))).resolves.toBe(false);
  });

  it('passes a refusal on and stores nothing', async () => {
    const persistence = createMemoryPersistence();
    const store = createStore({ persistence, seed });
    await store.read(() => undefined);
    const revision = await persistence.readRevision();
    await expect(store.transact(() => Promise.reject(badRequest('Tidak boleh')))).rejects.toMatchObject({ status: 400 });
    await expect(persistence.readRevision()).resolves.toBe(revision);
  });

  it('runs changes one at a time', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        store.transact(async (db) => {
          order.push(`start ${name}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          addTimeSlot(db, name);
          order.push(`end ${name}`);
        }),
      ),
    );
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it.each([
    ['corrupt', { hello: 'world' }],
    ['corrupt', { schemaVersion: DB_SCHEMA_VERSION, revision: 4, db: { users: 'not a table' } }],
    ['outdated', { schemaVersion: DB_SCHEMA_VERSION - 1, revision: 4, db: createEmptyDb() }],
  ] as const)('replaces a %s snapshot with a fresh seed and says so', async (kind, stored) => {
    const broken: Persistence = { ...createMemoryPersistence() };
    const memory = createMemoryPersistence();
    let useBroken = true;
    broken.readRevision = () => Promise.resolve(useBroken ? 4 : memory.readRevision());
    broken.load = () => Promise.resolve(useBroken ? stored : memory.load());
    broken.save = async (snapshot) => {
      useBroken = false;
      await memory.save(snapshot);
    };
    const onNotice = vi.fn();
    const store = createStore({ persistence: broken, seed, onNotice });
    const emails = await store.read((db) => db.users.map((user) => user.email));
    expect(emails).toContain('admin@studio.test');
    expect(onNotice).toHaveBeenCalledWith(RESEED_NOTICES[kind]);
    await expect(memory.readRevision()).resolves.toBe(5);
  });

  it('resets to the seed on request', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    await store.transact((db) => addTimeSlot(db, '23:00'));
    await store.reset();
    await expect(store.read((db) => db.timeSlots.some((slot) => slot.time === '23:00'))).resolves.toBe(false);
  });
});
