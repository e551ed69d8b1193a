import { describe, expect, it } from 'vitest';
import type { SettingsRequest } from '@/lib/api/api-types';
import { beyondHorizonMessage, tooSoonMessage } from '@/lib/rules/booking-window';
import { DEFAULT_SETTINGS, settingsValuesOf } from '@/lib/rules/settings';
import { HOUR_MS, studioDayOf } from '@/lib/rules/studio-time';
import { dayFromRulesToday, NOW, QUIET_DAY } from '@mocks/test-kit/clock';
import { book, expectRefusal, expectRefusedToOutsiders, reservationRequest } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { createTransaction } from '../transactions/transactions';
import { createReservation } from '../reservations/reservations';
import { rescheduleReservation } from '../reservations/reschedule';
import { currentSettings, getSettings, listSettingsChanges, updateSettings } from './settings';

const world = seededWorld();
startWithoutBookings(world);

const admin = () => world.as('admin');

/** The settings in force with some of their groups replaced. */
function changed(change: (settings: SettingsRequest) => Partial<SettingsRequest>): SettingsRequest {
  const current = settingsValuesOf(currentSettings(world.db));
  return { ...current, ...change(current) };
}

describe('getSettings', () => {
  it('answers anyone the settings in force: the seed’s are the defaults, changed 60 days ago', () => {
    const outcome = getSettings(world.db);
    expect(outcome).toEqual({
      status: 200,
      message: 'Berhasil mengambil pengaturan',
      data: { ...DEFAULT_SETTINGS, updatedAt: new Date(NOW.getTime() - 60 * 24 * HOUR_MS).toISOString() },
    });
  });
});

describe('updateSettings', () => {
  it('is the admin’s alone', () => {
    expectRefusedToOutsiders(world, (caller) => updateSettings(world.db, caller, DEFAULT_SETTINGS));
  });

  it('saves a new version the next request reads, with the tiers longest notice first', () => {
    const asked = changed(({ booking, cancellation }) => ({
      booking: { ...booking, holdHours: 2 },
      cancellation: {
        ...cancellation,
        tiers: [
          { minHoursBefore: 0, refundPercent: 0 },
          { minHoursBefore: 48, refundPercent: 75 },
        ],
      },
    }));
    const outcome = updateSettings(world.db, admin(), asked);
    const tiers = [
      { minHoursBefore: 48, refundPercent: 75 },
      { minHoursBefore: 0, refundPercent: 0 },
    ];
    expect(outcome).toEqual({
      status: 200,
      message: 'Pengaturan berhasil disimpan',
      data: { ...asked, cancellation: { ...asked.cancellation, tiers }, updatedAt: NOW.toISOString() },
    });
    expect(getSettings(world.db).data).toEqual(outcome.data);
  });

  it('keeps no change when nothing changed', () => {
    const before = world.db.settings.length;
    updateSettings(
      world.db,
      admin(),
      changed(() => ({})),
    );
    expect(world.db.settings).toHaveLength(before);
  });

  it('writes handles without their "@" and refuses an invalid setting with its message, in the form’s order', () => {
    const withAt = changed(({ contact }) => ({ contact: { ...contact, instagram: '@senja.foto' } }));
    expect(updateSettings(world.db, admin(), withAt).data.contact.instagram).toBe('senja.foto');
    const cases: [Partial<SettingsRequest>, string][] = [
      [{ contact: { ...DEFAULT_SETTINGS.contact, whatsapp: '' } }, 'Nomor WhatsApp tidak boleh kosong'],
      [{ contact: { ...DEFAULT_SETTINGS.contact, mapUrl: 'maps.google.com' } }, 'Tautan peta harus diawali https://'],
      [{ booking: { ...DEFAULT_SETTINGS.booking, horizonDays: 0 } }, 'Batas hari pemesanan minimal 1 hari'],
      [{ booking: { ...DEFAULT_SETTINGS.booking, holdHours: 73 } }, 'Batas waktu pembayaran maksimal 72 jam'],
      [
        { cancellation: { ...DEFAULT_SETTINGS.cancellation, tiers: [{ minHoursBefore: 24, refundPercent: 50 }] } },
        'Harus ada tingkat pembatalan mulai 0 jam sebelum sesi',
      ],
      [
        {
          cancellation: {
            ...DEFAULT_SETTINGS.cancellation,
            tiers: [
              { minHoursBefore: 24, refundPercent: 50 },
              { minHoursBefore: 0, refundPercent: 80 },
            ],
          },
        },
        'Pengembalian tidak boleh lebih besar untuk pembatalan yang lebih mendadak',
      ],
      [
        {
          cancellation: {
            ...DEFAULT_SETTINGS.cancellation,
            tiers: [
              { minHoursBefore: 0, refundPercent: 50 },
              { minHoursBefore: 0, refundPercent: 0 },
            ],
          },
        },
        'Batas jam setiap tingkat pembatalan harus berbeda',
      ],
      [{ albums: { ...DEFAULT_SETTINGS.albums, keepDays: 3 } }, 'Masa simpan album minimal 7 hari'],
    ];
    for (const [change, message] of cases) {
      expectRefusal(
        world.db,
        () => updateSettings(world.db, admin(), { ...DEFAULT_SETTINGS, ...change }),
        400,
        message,
      );
    }
  });
});

describe('the settings in the rules', () => {
  it('books as far ahead as the horizon says, from the next request on', () => {
    updateSettings(
      world.db,
      admin(),
      changed(({ booking }) => ({ booking: { ...booking, horizonDays: 20 } })),
    );
    const customer = world.as('customer');
    expect(book(world.db, customer, { date: dayFromRulesToday(20) })).toBeGreaterThan(0);
    expectRefusal(
      world.db,
      () => book(world.db, customer, { date: dayFromRulesToday(21) }),
      400,
      beyondHorizonMessage(20),
    );
  });

  it('keeps customers to the minimum notice, and not the admin', () => {
    updateSettings(
      world.db,
      admin(),
      changed(({ booking }) => ({ booking: { ...booking, minNoticeHours: 3 } })),
    );
    // 10:00 WIB now: 12:40 is too soon, 13:00 is not.
    const today = studioDayOf(NOW);
    expectRefusal(
      world.db,
      () => book(world.db, world.as('customer'), { date: today, time: '12:40' }),
      400,
      tooSoonMessage(3),
    );
    expect(book(world.db, world.as('customer'), { date: today, time: '13:00' })).toBeGreaterThan(0);
    const walkIn = {
      ...reservationRequest(world.db, { date: today, time: '10:20' }),
      customer: { id: world.idOf('customer') },
      channel: 'walk-in',
      type: 'fullpayment',
    };
    expect(createReservation(world.db, admin(), walkIn).status).toBe(201);
  });

  it('keeps a booking under the policy it was made under when the settings change', () => {
    const customer = world.as('customer');
    const before = book(world.db, customer, { date: QUIET_DAY });
    updateSettings(
      world.db,
      admin(),
      changed(({ booking }) => ({ booking: { ...booking, holdHours: 2, reschedule: { limit: 0, noticeHours: 48 } } })),
    );
    const after = book(world.db, customer, { date: QUIET_DAY, time: '11:00' });

    const policyOf = (id: number) => world.db.reservations.find((row) => row.id === id)?.policy;
    expect(policyOf(before)).toEqual({
      holdHours: 24,
      reschedule: { limit: 1, noticeHours: 24 },
      cancellation: DEFAULT_SETTINGS.cancellation,
    });
    expect(policyOf(after)).toMatchObject({ holdHours: 2, reschedule: { limit: 0, noticeHours: 48 } });

    // Their payments are due as each was agreed: 24 hours and 2 hours after the method was chosen.
    const deadlineOf = (id: number) =>
      Date.parse(createTransaction(world.db, customer, { reservationId: id, type: 'fullpayment' }).data.expiredAt);
    expect(deadlineOf(before) - NOW.getTime()).toBe(24 * HOUR_MS);
    expect(deadlineOf(after) - NOW.getTime()).toBe(2 * HOUR_MS);

    // The first may still be moved once; the second, made when customers could move none, may not.
    const moveTo = { date: QUIET_DAY, timeId: reservationRequest(world.db, { time: '12:00' }).timeId };
    expect(rescheduleReservation(world.db, customer, before, moveTo).status).toBe(200);
    expectRefusal(
      world.db,
      () => rescheduleReservation(world.db, customer, after, moveTo),
      409,
      'Jadwal reservasi ini tidak dapat diubah sendiri',
    );
  });
});

describe('listSettingsChanges', () => {
  it('is the admin’s alone', () => {
    expectRefusedToOutsiders(world, (caller) => listSettingsChanges(world.db, caller));
  });

  it('lists each saved change newest first: when, by whom, and each setting before and after', () => {
    const later = new Date(NOW.getTime() + HOUR_MS);
    updateSettings(
      world.db,
      admin(),
      changed(({ contact, albums }) => ({ contact: { ...contact, tiktok: '' }, albums: { ...albums, keepDays: 60 } })),
    );
    updateSettings(
      world.db,
      world.as('admin', later),
      changed(({ cancellation }) => ({ cancellation: { ...cancellation, downPaymentRefundable: false } })),
    );
    const adminName = { id: world.idOf('admin'), name: 'Admin Studio Senja' };
    expect(listSettingsChanges(world.db, admin())).toEqual({
      status: 200,
      message: 'Berhasil mengambil riwayat pengaturan',
      data: [
        {
          id: expect.any(Number),
          changedAt: later.toISOString(),
          changedBy: adminName,
          fields: [{ field: 'cancellation.downPaymentRefundable', before: true, after: false }],
        },
        {
          id: expect.any(Number),
          changedAt: NOW.toISOString(),
          changedBy: adminName,
          fields: [
            { field: 'contact.tiktok', before: 'studiosenja', after: '' },
            { field: 'albums.keepDays', before: 30, after: 60 },
          ],
        },
        {
          id: expect.any(Number),
          changedAt: new Date(NOW.getTime() - 60 * 24 * HOUR_MS).toISOString(),
          changedBy: adminName,
          fields: [{ field: 'booking.horizonDays', before: 90, after: 180 }],
        },
      ],
    });
  });
});
