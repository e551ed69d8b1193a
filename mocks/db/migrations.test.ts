import { describe, expect, it } from 'vitest';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { migrate, migrations, type Migration } from './migrations';
import { DB_SCHEMA_VERSION } from './schema';

describe('migrations of an older stored database', () => {
  it('have one step from every version from 2 to the current one, in order', () => {
    expect(migrations.map((step) => step.from)).toEqual(
      Array.from({ length: DB_SCHEMA_VERSION - 2 }, (_, index) => index + 2),
    );
  });

  it('migrate version 2 to 3 by adding an empty loginFailures table', () => {
    expect(migrate({ users: [{ id: 1 }] }, 2, 3)).toEqual({ users: [{ id: 1 }], loginFailures: [] });
  });

  it('migrate version 3 to 4 by adding empty reschedules and closures, with their sequences', () => {
    expect(migrate({ users: [], sequences: { users: 2 } }, 3, 4)).toEqual({
      users: [],
      reschedules: [],
      closures: [],
      sequences: { users: 2, reschedules: 0, closures: 0 },
    });
  });

  it('migrate version 4 to 5 by adding an empty notifications table, with its sequence, and no opt-outs', () => {
    const user = { id: 1, name: 'Sari' };
    expect(migrate({ users: [user], sequences: { users: 1 } }, 4, 5)).toEqual({
      users: [{ ...user, reminderOptOuts: [] }],
      notifications: [],
      sequences: { users: 1, notifications: 0 },
    });
  });

  it('migrate version 6 to 7 by naming sessions tokens and notifications reminders, their rows and sequence kept', () => {
    const token = { token: 'abc', userId: 1 };
    const reminder = { id: 4, kind: 'session-tomorrow' };
    expect(
      migrate(
        { users: [], sessions: [token], notifications: [reminder], sequences: { users: 1, notifications: 4 } },
        6,
        7,
      ),
    ).toEqual({ users: [], tokens: [token], reminders: [reminder], sequences: { users: 1, reminders: 4 } });
  });

  it('migrate version 7 to 8 by giving each package the edited photos its description promises, or none', () => {
    const item = { id: 1, name: 'Keluarga Kecil', price: 350_000 };
    expect(
      migrate(
        {
          users: [],
          packages: [
            { ...item, description: 'Sesi foto 20 menit\n10 foto edit\nFile digital' },
            { ...item, id: 2, description: 'Bonus 25 Foto Edit' },
            { ...item, id: 3, description: 'Sesi foto 20 menit\n4 lembar cetak' },
            { ...item, id: 4, description: '500 foto edit' },
          ],
        },
        7,
        8,
      ),
    ).toEqual({
      users: [],
      packages: [
        { ...item, description: 'Sesi foto 20 menit\n10 foto edit\nFile digital', editedQuota: 10 },
        { ...item, id: 2, description: 'Bonus 25 Foto Edit', editedQuota: 25 },
        { ...item, id: 3, description: 'Sesi foto 20 menit\n4 lembar cetak', editedQuota: 0 },
        { ...item, id: 4, description: '500 foto edit', editedQuota: 200 },
      ],
    });
  });

  it('migrate version 8 to 9 by adding empty albums, and the edited photos of each booking’s package, as it is now', () => {
    const snapshot = { packageName: 'Keluarga Kecil', time: '10:20' };
    expect(
      migrate(
        {
          packages: [{ id: 1, editedQuota: 10 }],
          reservations: [
            { id: 1, categoryPackageId: 1, snapshot },
            { id: 2, categoryPackageId: 9, snapshot },
          ],
          sequences: { packages: 1, reservations: 2 },
        },
        8,
        9,
      ),
    ).toEqual({
      packages: [{ id: 1, editedQuota: 10 }],
      reservations: [
        { id: 1, categoryPackageId: 1, snapshot: { ...snapshot, editedQuota: 10 } },
        { id: 2, categoryPackageId: 9, snapshot: { ...snapshot, editedQuota: 0 } },
      ],
      albums: [],
      albumPhotos: [],
      sequences: { packages: 1, reservations: 2, albums: 0, albumPhotos: 0 },
    });
  });

  it('migrate version 9 to 10 by keeping that no album’s choice was reopened', () => {
    expect(migrate({ albums: [{ id: 1, reservationId: 4 }], albumPhotos: [] }, 9, 10)).toEqual({
      albums: [{ id: 1, reservationId: 4, reopenedAt: null }],
      albumPhotos: [],
    });
  });

  it('migrate version 10 to 11 by naming every proof the customer’s, paid by QRIS', () => {
    const proof = { id: 3, transactionId: 2, total: 1000, isValid: 'true', image: '/files/a.png', createdAt: 'x' };
    expect(migrate({ transactionDetails: [proof, null] }, 10, 11)).toEqual({
      transactionDetails: [{ ...proof, method: 'qris' }, null],
    });
  });

  it('migrate version 13 to 14 by giving customers empty notes, and cancelled bookings when and by whom', () => {
    const booking = (id: number, status: string, updatedAt: string) => ({ id, status, updatedAt });
    const deadline = (reservationId: number, expiredAt: string, status = 'expired') => ({
      id: reservationId,
      reservationId,
      expiredAt,
      status,
    });
    const stored = {
      users: [{ id: 1, name: 'Sari' }],
      reservations: [
        booking(1, 'pending', '2026-11-02T03:00:00.000Z'),
        // Cancelled after its transaction's deadline: the upkeep did it.
        booking(2, 'cancelled', '2026-11-03T05:00:00.000Z'),
        // Cancelled before it: the customer or the admin; the admin is taken.
        booking(3, 'cancelled', '2026-11-03T01:00:00.000Z'),
        // Cancelled after the deadline its payment met: not the upkeep.
        booking(4, 'cancelled', '2026-11-05T01:00:00.000Z'),
      ],
      transactions: [
        deadline(2, '2026-11-03T04:00:00.000Z'),
        deadline(3, '2026-11-03T04:00:00.000Z'),
        deadline(4, '2026-11-03T04:00:00.000Z', 'paid'),
      ],
    };

    expect(migrate(stored, 13, 14)).toEqual({
      users: [{ id: 1, name: 'Sari', notes: '' }],
      reservations: [
        { ...stored.reservations[0], cancellation: null },
        { ...stored.reservations[1], cancellation: { at: '2026-11-03T05:00:00.000Z', by: 'expiry' } },
        { ...stored.reservations[2], cancellation: { at: '2026-11-03T01:00:00.000Z', by: 'admin' } },
        { ...stored.reservations[3], cancellation: { at: '2026-11-05T01:00:00.000Z', by: 'admin' } },
      ],
      transactions: stored.transactions,
    });
  });

  it('migrate version 14 to 15 by keeping the default settings, in force since the first account, and every booking under them', () => {
    const stored = {
      users: [
        { id: 2, createdAt: '2026-03-02T00:00:00.000Z' },
        { id: 1, createdAt: '2026-03-01T00:00:00.000Z' },
      ],
      reservations: [{ id: 1, status: 'pending' }],
      sequences: { users: 2, reservations: 1 },
    };

    expect(migrate(stored, 14, 15)).toEqual({
      users: stored.users,
      reservations: [{ id: 1, status: 'pending', policy: bookingPolicyOf(DEFAULT_SETTINGS) }],
      settings: [{ ...DEFAULT_SETTINGS, id: 1, changedBy: null, createdAt: '2026-03-01T00:00:00.000Z' }],
      sequences: { users: 2, reservations: 1, settings: 1 },
    });
  });

  it('migrate version 15 to 16 with no refund yet', () => {
    const stored = { reservations: [{ id: 1, status: 'cancelled' }], sequences: { reservations: 1, settings: 1 } };

    expect(migrate(stored, 15, 16)).toEqual({
      reservations: stored.reservations,
      refunds: [],
      sequences: { reservations: 1, settings: 1, refunds: 0 },
    });
  });

  it('migrate version 16 to 17 with no voucher yet, on no booking', () => {
    const stored = { reservations: [{ id: 1, status: 'pending' }], sequences: { reservations: 1, refunds: 0 } };

    expect(migrate(stored, 16, 17)).toEqual({
      reservations: [{ id: 1, status: 'pending', voucher: null }],
      vouchers: [],
      sequences: { reservations: 1, refunds: 0, vouchers: 0 },
    });
  });

  it('migrate version 17 to 18 taking proofs by hand, with no charge yet and a server key of its own', () => {
    const settings = { ...DEFAULT_SETTINGS, id: 1, changedBy: null, createdAt: '2026-01-05T02:00:00.000Z' };
    delete (settings as Partial<typeof settings>).payments;
    const users = [{ id: 1, createdAt: '2026-01-05T02:00:00.000Z' }];
    const stored = { users, settings: [settings], sequences: { users: 1, settings: 1 } };

    const migrated = migrate(stored, 17, 18);
    const other = migrate(stored, 17, 18);

    expect(migrated).toEqual({
      users,
      settings: [{ ...settings, payments: { qris: 'manual', chargeMinutes: 15 } }],
      charges: [],
      gatewayPayments: [],
      gatewayKeys: [
        { id: 1, key: expect.stringMatching(/^SB-Mid-server-[0-9a-f]{64}$/), createdAt: users[0]!.createdAt },
      ],
      sequences: { users: 1, settings: 1, charges: 0, gatewayPayments: 0, gatewayKeys: 1 },
    });
    // Random, never a constant of the code: two stores migrated get two keys.
    expect((migrated?.gatewayKeys as { key: string }[])[0]?.key).not.toBe(
      (other?.gatewayKeys as { key: string }[])[0]?.key,
    );
  });

  it('migrate version 18 to 19 with an empty outbox: no morning summary is made up for the days before', () => {
    const users = [{ id: 1, role: 'admin' }];
    expect(migrate({ users, sequences: { users: 1 } }, 18, 19)).toEqual({
      users,
      digests: [],
      sequences: { users: 1, digests: 0 },
    });
  });

  it('apply every step from the stored version on, in order', () => {
    const steps: Migration[] = [
      { from: 1, migrate: (db) => ({ ...db, trail: ['1→2'] }) },
      { from: 2, migrate: (db) => ({ ...db, trail: [...(db.trail as string[]), '2→3'] }) },
    ];
    expect(migrate({}, 1, 3, steps)).toEqual({ trail: ['1→2', '2→3'] });
    expect(migrate({ trail: [] }, 2, 3, steps)).toEqual({ trail: ['2→3'] });
  });

  it('give nothing when a step on the way is missing', () => {
    expect(migrate({}, 1, 3)).toBeUndefined();
  });

  it('leave a database of the version asked for as it is', () => {
    const db = { users: [] };
    expect(migrate(db, 5, 5)).toBe(db);
  });
});
