import { beforeAll, describe, expect, it } from 'vitest';
import { changesOf, draftOf, finishDraft, insertRow, nextId, removeRows, updateRow, type Draft } from '@mocks/db/draft';
import type { Db } from '@mocks/db/schema';
import type { StoreCommit } from '@mocks/db/store';
import { NOW } from '@mocks/test-kit/clock';
import { createTestSeed } from '@mocks/test-kit/seed';
import { sendMorningDigest } from '../digests/digest-sweep';
import { liveChangesOf, mayHear, MOST_NAMED_CHANGES, namedFew, type Audience } from './live-changes';

let seed: Db;

beforeAll(async () => {
  seed = await createTestSeed(NOW);
});

/** The commit a change of the seed makes. */
function commitOf(change: (db: Draft) => void): StoreCommit {
  const draft = draftOf(seed);
  change(draft);
  const changes = changesOf(draft);
  return { revision: 2, before: seed, changes, after: finishDraft(draft) };
}

const paidTransaction = () =>
  seed.transactions.find((row) => seed.transactionDetails.some((proof) => proof.transactionId === row.id))!;
const ownerOf = (reservationId: number): Audience => ({
  customer: seed.reservations.find((row) => row.id === reservationId)!.userId,
});

describe('the live changes of a commit', () => {
  it("names a proof sent as its transaction's change, heard by the booking's customer", () => {
    const transaction = paidTransaction();
    const commit = commitOf((db) =>
      insertRow(db, 'transactionDetails', {
        id: nextId(db, 'transactionDetails'),
        transactionId: transaction.id,
        total: transaction.total,
        isValid: null,
        method: 'qris',
        image: '/files/proof.png',
        createdAt: NOW.toISOString(),
      }),
    );
    expect(liveChangesOf(commit)).toEqual([
      {
        change: { resource: 'transactions', id: transaction.id, reservationId: transaction.reservationId },
        audience: ownerOf(transaction.reservationId),
      },
    ]);
  });

  it('names each thing once, however many of its rows changed', () => {
    const reservation = seed.reservations.find((row) =>
      seed.reservationDetails.some((detail) => detail.reservationId === row.id),
    )!;
    const commit = commitOf((db) => {
      const changed = updateRow(
        db,
        'reservations',
        db.reservations.find((row) => row.id === reservation.id)!,
        {
          updatedAt: NOW.toISOString(),
        },
      );
      updateRow(db, 'reservations', changed, { checkedInAt: NOW.toISOString() });
      removeRows(db, 'reservationDetails', (detail) => detail.reservationId === reservation.id);
    });
    expect(liveChangesOf(commit)).toEqual([
      expect.objectContaining({ change: { resource: 'reservations', id: reservation.id } }),
    ]);
  });

  it("finds a removed row's booking in the database before the commit", () => {
    const proof = seed.transactionDetails[0]!;
    const transaction = seed.transactions.find((row) => row.id === proof.transactionId)!;
    const commit = commitOf((db) => {
      removeRows(db, 'transactionDetails', (row) => row.transactionId === transaction.id);
      removeRows(db, 'transactions', (row) => row.id === transaction.id);
    });
    expect(liveChangesOf(commit)).toEqual([
      {
        change: { resource: 'transactions', id: transaction.id, reservationId: transaction.reservationId },
        audience: ownerOf(transaction.reservationId),
      },
    ]);
  });

  it('tells nobody of sign-ins, uploads and sequences', () => {
    const commit = commitOf((db) => {
      removeRows(db, 'tokens', () => true);
      insertRow(db, 'uploads', {
        id: nextId(db, 'uploads'),
        url: '/files/a.png',
        entity: 'transaction',
        mimeType: 'image/png',
        size: 1,
        uploadedBy: 1,
        createdAt: NOW.toISOString(),
      });
    });
    expect(liveChangesOf(commit)).toEqual([]);
  });

  it('tells everyone of the catalogue, the settings and the closed days, and the admins alone of a voucher', () => {
    const commit = commitOf((db) => {
      updateRow(db, 'timeSlots', db.timeSlots[0]!, { time: '10:00' });
      updateRow(db, 'packages', db.packages[0]!, { price: 1 });
      insertRow(db, 'settings', { ...db.settings.at(-1)!, id: nextId(db, 'settings') });
      updateRow(db, 'closures', db.closures[0]!, { label: 'Tutup' });
      updateRow(db, 'vouchers', db.vouchers[0]!, { active: false });
    });
    expect(liveChangesOf(commit)).toEqual([
      { change: { resource: 'catalogue' }, audience: 'everyone' },
      { change: { resource: 'settings' }, audience: 'everyone' },
      { change: { resource: 'closures', id: seed.closures[0]!.id }, audience: 'everyone' },
      { change: { resource: 'vouchers', id: seed.vouchers[0]!.id }, audience: 'admins' },
    ]);
  });

  it("tells a booking's voucher to the admins, whose use it counts", () => {
    const voucher = seed.vouchers[0]!;
    const commit = commitOf((db) =>
      updateRow(db, 'reservations', db.reservations[0]!, {
        voucher: { id: voucher.id, code: voucher.code, discount: 10_000 },
      }),
    );
    expect(liveChangesOf(commit)).toContainEqual({
      change: { resource: 'vouchers', id: voucher.id },
      audience: 'admins',
    });
  });

  it("tells an account's change to that person, and a reminder to the customer it is for", () => {
    const reminder = seed.reminders[0]!;
    const commit = commitOf((db) => {
      updateRow(db, 'users', db.users[1]!, { notes: 'Suka foto luar ruangan' });
      updateRow(db, 'reminders', db.reminders[0]!, { sentAt: NOW.toISOString() });
    });
    expect(liveChangesOf(commit)).toEqual([
      { change: { resource: 'customers', id: seed.users[1]!.id }, audience: { customer: seed.users[1]!.id } },
      {
        change: { resource: 'reminders', id: reminder.id, reservationId: reminder.reservationId },
        audience: { customer: reminder.userId },
      },
    ]);
  });

  it("names a photo as its album, known by the album's booking", () => {
    const photo = seed.albumPhotos[0]!;
    const album = seed.albums.find((row) => row.id === photo.albumId)!;
    const commit = commitOf((db) => updateRow(db, 'albumPhotos', db.albumPhotos[0]!, { isChosen: !photo.isChosen }));
    expect(liveChangesOf(commit)).toEqual([
      { change: { resource: 'albums', reservationId: album.reservationId }, audience: ownerOf(album.reservationId) },
    ]);
  });

  it('tells a morning summary to the admins alone', () => {
    const commit = commitOf((db) => sendMorningDigest(db, NOW));
    expect(liveChangesOf(commit)).toEqual([{ change: { resource: 'digests', id: 1 }, audience: 'admins' }]);
  });

  it('names everything replaced (a reset) as `all`, which everyone hears', () => {
    expect(liveChangesOf({ revision: 3, after: seed, changes: 'all' })).toEqual([
      { change: { resource: 'all' }, audience: 'everyone' },
    ]);
  });
});

describe('the changes an event names', () => {
  it('are each thing, up to a limit, and past it each resource once, as a whole', () => {
    const few = [{ resource: 'reservations', id: 1 }, { resource: 'settings' }] as const;
    expect(namedFew(few)).toEqual(few);
    const many = Array.from({ length: MOST_NAMED_CHANGES + 1 }, (_, id) => ({
      resource: id % 2 ? ('transactions' as const) : ('reservations' as const),
      id,
    }));
    expect(namedFew(many)).toEqual([{ resource: 'reservations' }, { resource: 'transactions' }]);
  });
});

describe('who may hear a change', () => {
  const admin = { id: 1, role: 'admin' } as const;
  const customer = { id: 7, role: 'user' } as const;

  it.each<[Audience, boolean, boolean]>([
    ['everyone', true, true],
    ['admins', true, false],
    [{ customer: 7 }, true, true],
    [{ customer: 8 }, true, false],
  ])('a change for %j: the admin hears it (%s), customer 7 hears it (%s)', (audience, adminHears, customerHears) => {
    expect(mayHear(admin, audience)).toBe(adminHears);
    expect(mayHear(customer, audience)).toBe(customerHears);
  });
});
