import { describe, expect, it, vi } from 'vitest';
import { badRequest } from '../domain/errors';
import { createMemoryPersistence } from './persistence';
import { draftOf, finishDraft, insertRow, nextId, type Draft } from './draft';
import type { JournalEntry } from './journal';
import { DB_SCHEMA_VERSION, createEmptyDb, type Db } from './schema';
import { checkSnapshot } from './snapshot';
import { createStore, RESEED_NOTICES, type StoreCommit } from './store';
import { STOP_MESSAGES, StoreStoppedError } from './store-stopped';
import { persistenceHolding } from '../test-kit/persistence';
import { createTestSeed } from '../test-kit/seed';

const now = new Date('2026-11-22T03:00:00.000Z');
const seed = () => createTestSeed(now);

function addTimeSlot(db: Draft, time: string) {
  insertRow(db, 'timeSlots', { id: nextId(db, 'timeSlots'), time });
}

/** Stored databases of the current version, each damaged in one place. */
const damagedDbs = {
  'transactions: [null]': { ...createEmptyDb(), transactions: [null] },
  'sequences: {}': { ...createEmptyDb(), sequences: {} },
  'a sequence behind its highest id': { ...createEmptyDb(), timeSlots: [{ id: 3, time: '10:20' }] },
  'an unknown reservation status': {
    ...createEmptyDb(),
    reservations: [
      {
        id: 1,
        userId: 1,
        date: '2026-11-23T00:00:00.000Z',
        timeSlotId: 1,
        categoryId: 1,
        categoryPackageId: 1,
        status: 'lost',
        total: 1,
        snapshot: { categoryName: 'a', categoryImage: 'b', packageName: 'c', packagePrice: 1, time: '10:20' },
        createdAt: '2026-11-22T03:00:00.000Z',
        updatedAt: '2026-11-22T03:00:00.000Z',
      },
    ],
  },
  'an instant that is not one': { ...createEmptyDb(), loginFailures: [{ email: 'a@b.c', failedAt: 'kemarin' }] },
  'no loginFailures table': { ...createEmptyDb(), loginFailures: undefined },
};

/** A database as version 6 stored it: sign-in tokens in `sessions`, reminders in `notifications`. */
function asVersion6(db: Db) {
  const { tokens, reminders, sequences, ...rest } = db;
  const { reminders: lastReminderId, ...otherSequences } = sequences;
  return {
    ...rest,
    sessions: tokens,
    notifications: reminders,
    sequences: { ...otherSequences, notifications: lastReminderId },
  };
}

describe('store', () => {
  it('seeds an empty persistence with the demo accounts and catalogue', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    const db = await store.read((current) => current);
    expect(db.users.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@studio.test', 'pelanggan@studio.test']),
    );
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
    await expect(store.transact(() => Promise.reject(badRequest('Tidak boleh')))).rejects.toMatchObject({
      status: 400,
    });
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
    ['outdated', { schemaVersion: 1, revision: 4, db: createEmptyDb() }],
  ] as const)('replaces a %s snapshot with a fresh seed and says so', async (kind, stored) => {
    const { persistence, memory } = persistenceHolding(stored);
    const onNotice = vi.fn();
    const store = createStore({ persistence, seed, onNotice });
    const emails = await store.read((db) => db.users.map((user) => user.email));
    expect(emails).toContain('admin@studio.test');
    expect(onNotice).toHaveBeenCalledWith(RESEED_NOTICES[kind]);
    await expect(memory.readRevision()).resolves.toBe(5);
  });

  it.each(Object.entries(damagedDbs))(
    'detects a damaged row (%s): reseeds with the corrupt notice, never crashes',
    async (_damage, db) => {
      const { persistence, memory } = persistenceHolding({ schemaVersion: DB_SCHEMA_VERSION, revision: 4, db });
      const onNotice = vi.fn();
      const store = createStore({ persistence, seed, onNotice });
      await expect(store.read((db) => db.categories.length)).resolves.toBeGreaterThan(0);
      expect(onNotice).toHaveBeenCalledExactlyOnceWith(RESEED_NOTICES.corrupt);
      const reseeded = checkSnapshot((await memory.load())?.snapshot);
      expect(reseeded.status).toBe('valid');
      await expect(store.transact((db) => nextId(db, 'transactions'))).resolves.toBe(
        (await seed()).sequences.transactions + 1,
      );
    },
  );

  it('migrates an older version it has a migration for, keeping its data, silently, and stores it as the current version', async () => {
    const draft = draftOf(await seed());
    addTimeSlot(draft, '21:40');
    const { loginFailures, ...version2 } = asVersion6(finishDraft(draft));
    expect(loginFailures).toEqual([]);
    const { persistence, memory } = persistenceHolding({ schemaVersion: 2, revision: 4, db: version2 });
    const onNotice = vi.fn();
    const store = createStore({ persistence, seed, onNotice });
    await expect(store.read((current) => current.timeSlots.some((slot) => slot.time === '21:40'))).resolves.toBe(true);
    await expect(store.read((current) => current.loginFailures)).resolves.toEqual([]);
    expect(onNotice).not.toHaveBeenCalled();
    await expect(memory.load()).resolves.toMatchObject({
      snapshot: { schemaVersion: DB_SCHEMA_VERSION, revision: 5, db: { loginFailures: [] } },
      journal: [],
    });
  });

  it('replays a journal of version 6 under the former table names before migrating it: no change is lost', async () => {
    const version6 = asVersion6(await seed());
    const reminder = { ...(await seed()).reminders[0]!, id: 999 };
    const journal: JournalEntry[] = [
      {
        schemaVersion: 6,
        revision: 5,
        changes: [
          ['add', 'sessions', { token: 'kept', userId: 1, createdAt: now.toISOString(), expiresAt: now.toISOString() }],
          ['add', 'notifications', reminder],
          ['sequences', { ...version6.sequences, notifications: 999 }],
        ],
      } as unknown as JournalEntry,
    ];
    const { persistence } = persistenceHolding({ schemaVersion: 6, revision: 4, db: version6 }, journal);
    const db = await createStore({ persistence, seed }).read((current) => current);
    expect(db.tokens.map((row) => row.token)).toContain('kept');
    expect(db.reminders.at(-1)).toEqual(reminder);
    expect(db.sequences.reminders).toBe(999);
  });

  it('checks migrated data like any snapshot: a damaged older one is reseeded with the corrupt notice', async () => {
    const version2: Record<string, unknown> = { ...(await seed()), transactions: [null] };
    delete version2.loginFailures;
    const { persistence } = persistenceHolding({ schemaVersion: 2, revision: 4, db: version2 });
    const onNotice = vi.fn();
    await createStore({ persistence, seed, onNotice }).read(() => undefined);
    expect(onNotice).toHaveBeenCalledExactlyOnceWith(RESEED_NOTICES.corrupt);
  });

  it('never overwrites a newer version: it refuses to read, change or reset, and says so once', async () => {
    const newer = { schemaVersion: DB_SCHEMA_VERSION + 1, revision: 4, db: await seed() };
    const persistence = createMemoryPersistence();
    await persistence.replace(newer);
    const onNotice = vi.fn();
    const onStopped = vi.fn();
    const store = createStore({ persistence, seed, onNotice, onStopped });
    const stoppedWith = { status: 503, message: STOP_MESSAGES.newerVersion };
    await expect(store.read(() => undefined)).rejects.toBeInstanceOf(StoreStoppedError);
    await expect(store.transact((db) => addTimeSlot(db, '21:00'))).rejects.toMatchObject(stoppedWith);
    await expect(store.reset()).rejects.toMatchObject(stoppedWith);
    expect(onStopped).toHaveBeenCalledExactlyOnceWith(STOP_MESSAGES.newerVersion);
    expect(onNotice).not.toHaveBeenCalled();
    await expect(persistence.load()).resolves.toEqual({ snapshot: newer, journal: [] });
  });

  it('refuses a reset once a newer version has stored its data since this store last read', async () => {
    const persistence = createMemoryPersistence();
    const store = createStore({ persistence, seed });
    await store.read(() => undefined);
    const newer = { schemaVersion: DB_SCHEMA_VERSION + 1, revision: 9, db: await seed() };
    await persistence.replace(newer);
    await expect(store.reset()).rejects.toMatchObject({ status: 503, message: STOP_MESSAGES.newerVersion });
    await expect(persistence.load()).resolves.toEqual({ snapshot: newer, journal: [] });
  });

  it('stops for good when its persistence reports a stop, and says so', async () => {
    const persistence = createMemoryPersistence();
    const onStopped = vi.fn();
    const store = createStore({ persistence, seed, onStopped });
    await store.read(() => undefined);
    persistence.readRevision = () => Promise.reject(new StoreStoppedError(STOP_MESSAGES.closed));
    await expect(store.read(() => undefined)).rejects.toMatchObject({ status: 503, message: STOP_MESSAGES.closed });
    persistence.readRevision = () => Promise.resolve(1);
    await expect(store.read(() => undefined)).rejects.toMatchObject({ message: STOP_MESSAGES.closed });
    expect(onStopped).toHaveBeenCalledExactlyOnceWith(STOP_MESSAGES.closed);
  });

  it('resets to the seed on request', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    await store.transact((db) => addTimeSlot(db, '23:00'));
    await store.reset();
    await expect(store.read((db) => db.timeSlots.some((slot) => slot.time === '23:00'))).resolves.toBe(false);
  });
});

describe('store: a journal of what each change changed', () => {
  it('stores a change as one entry of what it changed, after the snapshot, and reads it back from both', async () => {
    const persistence = createMemoryPersistence();
    const store = createStore({ persistence, seed });
    await store.transact((db) => addTimeSlot(db, '21:00'));
    const stored = await persistence.load();
    const entry = stored?.journal.at(-1);
    expect(entry?.revision).toBe((stored?.snapshot as { revision: number }).revision + 1);
    expect(entry?.changes).toEqual([
      ['add', 'timeSlots', { id: expect.any(Number), time: '21:00' }],
      ['sequences', expect.objectContaining({ timeSlots: expect.any(Number) })],
    ]);
    const reloaded = createStore({ persistence, seed });
    await expect(reloaded.read((db) => db.timeSlots.at(-1)?.time)).resolves.toBe('21:00');
  });

  it('lets a read go on while a change is under way, with what was committed before it', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    await store.read(() => undefined);
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const change = store.transact(async (db) => {
      addTimeSlot(db, '21:20');
      await held;
    });
    await expect(store.read((db) => db.timeSlots.some((slot) => slot.time === '21:20'))).resolves.toBe(false);
    finish();
    await change;
    await expect(store.read((db) => db.timeSlots.some((slot) => slot.time === '21:20'))).resolves.toBe(true);
  });

  it('hands out committed data that cannot be changed in place', async () => {
    const store = createStore({ persistence: createMemoryPersistence(), seed });
    const db = await store.read((current) => current);
    expect(Object.isFrozen(db) && Object.isFrozen(db.timeSlots) && Object.isFrozen(db.users[0])).toBe(true);
    expect(() => Object.assign(db.users[0]!, { name: 'Bukan' })).toThrow(TypeError);
  });

  it('keeps nothing of a change whose entry could not be stored, and goes on with the next', async () => {
    const persistence = createMemoryPersistence();
    const append = persistence.append.bind(persistence);
    let failNext = false;
    persistence.append = (entry: JournalEntry) =>
      failNext ? Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })) : append(entry);
    const store = createStore({ persistence, seed });
    await store.read(() => undefined);
    failNext = true;
    await expect(store.transact((db) => addTimeSlot(db, '21:40'))).rejects.toMatchObject({ code: 'ENOSPC' });
    await expect(store.read((db) => db.timeSlots.some((slot) => slot.time === '21:40'))).resolves.toBe(false);
    failNext = false;
    await store.transact((db) => addTimeSlot(db, '22:00'));
    const reloaded = createStore({ persistence, seed });
    await expect(reloaded.read((db) => db.timeSlots.map((slot) => slot.time).slice(-1))).resolves.toEqual(['22:00']);
  });

  it('writes a new snapshot once the journal holds enough changes, and the data stays as it was', async () => {
    const persistence = createMemoryPersistence();
    const store = createStore({ persistence, seed, compactAfterChanges: 4 });
    await store.transact((db) => addTimeSlot(db, '20:00'));
    expect((await persistence.load())?.journal).toHaveLength(1);
    await store.transact((db) => addTimeSlot(db, '20:20'));
    // Compaction waits for the lock, after the change that made it due.
    await store.read(() => undefined);
    await store.compact();
    const stored = await persistence.load();
    expect(stored?.journal).toEqual([]);
    const times = (stored?.snapshot as { db: { timeSlots: { time: string }[] } }).db.timeSlots.map((slot) => slot.time);
    expect(times.slice(-2)).toEqual(['20:00', '20:20']);
  });

  it('commits the upkeep that fell due before a read reads, once, and answers with it', async () => {
    let due = false;
    const maintain = vi.fn((db: Draft) => {
      if (due && !db.timeSlots.some((slot) => slot.time === '23:40')) addTimeSlot(db, '23:40');
    });
    const persistence = createMemoryPersistence();
    const store = createStore({ persistence, seed, maintain });
    await store.read(() => undefined);
    const revision = await persistence.readRevision();
    due = true;
    await expect(store.read((db) => db.timeSlots.at(-1)?.time)).resolves.toBe('23:40');
    await expect(store.read((db) => db.timeSlots.at(-1)?.time)).resolves.toBe('23:40');
    await expect(persistence.readRevision()).resolves.toBe((revision ?? 0) + 1);
  });
});

describe('store: telling what it committed', () => {
  it('tells each commit with its revision, the database before and after, and what changed', async () => {
    const onCommit = vi.fn<(commit: StoreCommit) => void>();
    const store = createStore({ persistence: createMemoryPersistence(), seed, onCommit });
    await store.read(() => undefined);
    onCommit.mockClear();
    await store.transact((db) => addTimeSlot(db, '21:00'));
    expect(onCommit).toHaveBeenCalledOnce();
    const [commit] = onCommit.mock.calls[0]!;
    if (commit.changes === 'all') throw new Error('a change was told as a replacement');
    expect(commit.changes[0]).toEqual(['add', 'timeSlots', expect.objectContaining({ time: '21:00' })]);
    expect(commit.after.timeSlots.at(-1)?.time).toBe('21:00');
    expect(commit.before.timeSlots.at(-1)?.time).not.toBe('21:00');
    await expect(store.read((db) => db)).resolves.toBe(commit.after);
  });

  it('tells nothing of a change that changed nothing, and the upkeep’s commit like any other', async () => {
    let due = false;
    const maintain = (db: Draft) => {
      if (due && !db.timeSlots.some((slot) => slot.time === '23:40')) addTimeSlot(db, '23:40');
    };
    const onCommit = vi.fn<(commit: StoreCommit) => void>();
    const store = createStore({ persistence: createMemoryPersistence(), seed, maintain, onCommit });
    await store.read(() => undefined);
    onCommit.mockClear();
    await store.transact(() => undefined);
    expect(onCommit).not.toHaveBeenCalled();
    due = true;
    await store.read(() => undefined);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ changes: [expect.anything(), expect.anything()] }),
    );
  });

  it('tells a reset, and another writer’s commit read back, as everything changed', async () => {
    const persistence = createMemoryPersistence();
    const onCommit = vi.fn<(commit: StoreCommit) => void>();
    const store = createStore({ persistence, seed, onCommit });
    await store.read(() => undefined);
    onCommit.mockClear();
    await store.reset();
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ changes: 'all' }));
    onCommit.mockClear();
    await createStore({ persistence, seed }).transact((db) => addTimeSlot(db, '22:20'));
    await store.read(() => undefined);
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ changes: 'all' }));
  });
});
