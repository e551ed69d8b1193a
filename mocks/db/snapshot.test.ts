import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { MAX_STORE_RESERVATIONS } from '../domain/demo/demo-past-reservations';
import { createTestSeed } from '../test-kit/seed';
import { DB_SCHEMA_VERSION, createEmptyDb, type Db } from './schema';
import { addPastReservations } from './seed-bulk';
import { checkSnapshot, isFromNewerVersion } from './snapshot';
import { draftOf } from './draft';

/** For a test that makes and checks the largest store: minutes would mean a fault, not a slow machine. */
const HEAVY_TEST_TIMEOUT_MS = 60_000;

const now = new Date('2026-11-22T05:00:00.000Z');
const seeded = await createTestSeed(now);

const stored = (db: unknown, schemaVersion = DB_SCHEMA_VERSION) => ({ schemaVersion, revision: 3, db });

/** The seed with one row of a table replaced by `row`. */
function withRow(table: keyof Db, row: unknown): Record<string, unknown> {
  const db: Record<string, unknown> = { ...structuredClone(seeded) };
  db[table] = [row, ...seeded[table as 'users'].slice(1)];
  return db;
}

describe('a stored snapshot is validated row by row against the schema', () => {
  it('takes the seed as it is', () => {
    expect(checkSnapshot(stored(seeded))).toEqual({ status: 'valid', snapshot: stored(seeded), migrated: false });
  });

  it.each([
    ['transactions: [null]', { ...createEmptyDb(), transactions: [null] }],
    ['sequences: {}', { ...createEmptyDb(), sequences: {} }],
    ['a negative sequence', { ...createEmptyDb(), sequences: { ...createEmptyDb().sequences, users: -1 } }],
    [
      'a sequence that is not a whole number',
      { ...createEmptyDb(), sequences: { ...createEmptyDb().sequences, users: 1.5 } },
    ],
    ['no loginFailures table', { ...createEmptyDb(), loginFailures: undefined }],
  ])('finds %s corrupt', (_damage, db) => {
    expect(checkSnapshot(stored(db))).toEqual({ status: 'corrupt' });
  });

  it.each([
    ['a user without a password', 'users', { ...createEmptyDb(), id: 1 }],
    [
      'a user of an unknown role',
      'users',
      {
        id: 1,
        name: 'A',
        email: 'a@b.c',
        phone: '0812',
        role: 'owner',
        password: { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: '', hash: '' },
        createdAt: now.toISOString(),
      },
    ],
    [
      'a reservation date that is not a calendar day',
      'reservations',
      { ...seeded.reservations[0], date: '2026-11-22T05:00:00.000Z' },
    ],
    ['a reservation total as text', 'reservations', { ...seeded.reservations[0], total: '350000' }],
    ['a transaction of an unknown status', 'transactions', { ...seeded.transactions[0], status: 'lunas' }],
    ['a proof whose validity is a boolean', 'transactionDetails', { ...seeded.transactionDetails[0], isValid: true }],
    ['an instant out of range', 'categories', { ...seeded.categories[0], createdAt: '2026-13-01T00:00:00.000Z' }],
    [
      'an instant of a day that does not exist',
      'categories',
      { ...seeded.categories[0], createdAt: '2026-02-30T10:00:00.000Z' },
    ],
    [
      'a reservation on a day that does not exist',
      'reservations',
      { ...seeded.reservations[0], date: '2027-02-31T00:00:00.000Z' },
    ],
    ['a rating of 6', 'reviews', { ...seeded.reviews[0], rating: 6 }],
    ['a reminder of an unknown kind', 'reminders', { ...seeded.reminders[0], kind: 'ulang-tahun' }],
    ['a user opted out of an unknown kind', 'users', { ...seeded.users[0], reminderOptOuts: ['ulang-tahun'] }],
    ['a time slot at 25:00', 'timeSlots', { id: 1, time: '25:00' }],
    ['a fractional id', 'packages', { ...seeded.packages[0], id: 1.5 }],
  ] as const)('finds %s corrupt', (_damage, table, row) => {
    expect(checkSnapshot(stored(withRow(table, row)))).toEqual({ status: 'corrupt' });
  });

  it("finds a sequence behind its table's highest id corrupt, so an id is never handed out twice", () => {
    const db = { ...seeded, sequences: { ...seeded.sequences, reservations: seeded.reservations.length - 1 } };
    expect(checkSnapshot(stored(db))).toEqual({ status: 'corrupt' });
  });

  it('finds a snapshot without a revision or version corrupt', () => {
    expect(checkSnapshot({ schemaVersion: DB_SCHEMA_VERSION, db: seeded })).toEqual({ status: 'corrupt' });
    expect(checkSnapshot({ revision: 3, db: seeded })).toEqual({ status: 'corrupt' });
    expect(checkSnapshot(null)).toEqual({ status: 'corrupt' });
  });

  // Its cost is measured, not asserted: a test never depends on the machine's speed. Making and checking the 20,000
  // rows takes about 1.3 s alone on this 2-core machine and passed 5 s in the whole suite with a core kept busy,
  // so it has the time a heavy test needs.
  it(
    'takes the largest store the demo allows (20,000 reservations) as valid',
    () => {
      const db = draftOf(seeded);
      addPastReservations(db, MAX_STORE_RESERVATIONS - db.reservations.length, now);
      expect(db.reservations).toHaveLength(MAX_STORE_RESERVATIONS);
      expect(checkSnapshot(stored(db)).status).toBe('valid');
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});

describe('schema versions', () => {
  it('tells a newer version apart, never to be overwritten', () => {
    expect(checkSnapshot(stored(seeded, DB_SCHEMA_VERSION + 1))).toEqual({ status: 'newer' });
    expect(isFromNewerVersion(stored(seeded, DB_SCHEMA_VERSION + 1))).toBe(true);
    expect(isFromNewerVersion(stored(seeded))).toBe(false);
    expect(isFromNewerVersion({ hello: 'world' })).toBe(false);
  });

  it('migrates version 2 (no loginFailures, reschedules, closures, reminders, albums or settings, no opt-outs, tokens in sessions, edited photos in the packages’ descriptions, proofs without a method, bookings without a policy) to the current one', () => {
    // Version 2's seed said how many photos were edited in its packages' descriptions.
    const describedPackages = seeded.packages.map((item) => ({
      ...item,
      description: `${item.description}\n${item.editedQuota} foto edit`,
    }));
    const version2: Record<string, unknown> = { ...structuredClone(seeded), sessions: seeded.tokens };
    for (const table of [
      'loginFailures',
      'reschedules',
      'closures',
      'reminders',
      'tokens',
      'albums',
      'albumPhotos',
      'settings',
      'refunds',
      'vouchers',
      'charges',
      'gatewayPayments',
      'gatewayKeys',
      'digests',
    ]) {
      delete version2[table];
    }
    // Its bookings were all made in the app, nobody checked in, and a no-show was a session marked done.
    const asInVersion2 = seeded.reservations.map((reservation) => ({
      ...reservation,
      status: reservation.status === 'no-show' ? ('success' as const) : reservation.status,
      channel: 'web' as const,
      checkedInAt: null,
    }));
    version2.reservations = asInVersion2.map((reservation) => {
      const snapshot: Record<string, unknown> = { ...reservation.snapshot };
      delete snapshot.editedQuota;
      const older: Record<string, unknown> = { ...reservation, snapshot };
      delete older.channel;
      delete older.checkedInAt;
      delete older.policy;
      delete older.voucher;
      return older;
    });
    version2.users = seeded.users.map((user) => {
      const older: Record<string, unknown> = { ...user };
      delete older.reminderOptOuts;
      return older;
    });
    version2.packages = describedPackages.map((item) => {
      const older: Record<string, unknown> = { ...item };
      delete older.editedQuota;
      return older;
    });
    // Its proofs did not say how they were paid: all were the customers' QRIS proofs.
    version2.transactionDetails = seeded.transactionDetails.map((proof) => {
      const older: Record<string, unknown> = { ...proof };
      delete older.method;
      return older;
    });
    const sequences: Record<string, number> = { ...seeded.sequences };
    const newTables = [
      'reschedules',
      'closures',
      'reminders',
      'albums',
      'albumPhotos',
      'settings',
      'refunds',
      'vouchers',
      'charges',
      'gatewayPayments',
      'gatewayKeys',
      'digests',
    ];
    for (const table of newTables) {
      delete sequences[table];
    }
    // Its settings were the defaults, in force since its first account was made; its bookings were made under them.
    const firstAccountAt = seeded.users.map((user) => user.createdAt).toSorted()[0];
    // Who cancelled was not kept before version 14: one called off before its deadline is taken as the admin's.
    const migratedReservations = asInVersion2.map((reservation) =>
      reservation.cancellation?.by === 'customer'
        ? { ...reservation, cancellation: { ...reservation.cancellation, by: 'admin' as const } }
        : reservation,
    );
    const migrated = {
      ...seeded,
      reservations: migratedReservations,
      packages: describedPackages,
      loginFailures: [],
      reschedules: [],
      closures: [],
      reminders: [],
      albums: [],
      albumPhotos: [],
      settings: [{ ...DEFAULT_SETTINGS, id: 1, changedBy: null, createdAt: firstAccountAt }],
      refunds: [],
      vouchers: [],
      charges: [],
      gatewayPayments: [],
      // Its server key is made as it is migrated: random, dated from its first account.
      gatewayKeys: [{ id: 1, key: expect.stringMatching(/^SB-Mid-server-[0-9a-f]{64}$/), createdAt: firstAccountAt }],
      digests: [],
      transactionDetails: seeded.transactionDetails.map((proof) => ({ ...proof, method: 'qris' })),
      sequences: {
        ...seeded.sequences,
        reschedules: 0,
        closures: 0,
        reminders: 0,
        albums: 0,
        albumPhotos: 0,
        settings: 1,
        refunds: 0,
        vouchers: 0,
        charges: 0,
        gatewayPayments: 0,
        gatewayKeys: 1,
        digests: 0,
      },
    };
    expect(checkSnapshot(stored({ ...version2, sequences }, 2))).toEqual({
      status: 'valid',
      snapshot: stored(migrated),
      migrated: true,
    });
  });

  it('finds an older version without a migration outdated', () => {
    expect(checkSnapshot(stored(seeded, 1))).toEqual({ status: 'outdated' });
  });
});
