/**
 * Issue 13, finding 8: body ids, prices, quantities and ratings are integers or strings of plain digits.
 * "0x5", "1e6" and the like used to be read as numbers; each is now refused with its field's own message.
 */
import { describe, expect, it } from 'vitest';
import type { CategoryAddon, CategoryPackage, Reservation } from '@/lib/api/api-types';
import { newCustomer } from '../test-kit/customers';
import { api, familyBooking, setUpTestBackend, tokenFor } from '../test-kit/http-client';

const { expectRefused } = setUpTestBackend();

const NOT_DIGITS = ['0x5', '1e6', '5.0', ' 5', '-1', '+5'];

describe('body numbers are digit strings or integers only', () => {
  it.each(NOT_DIGITS)(
    'POST /reservation refuses the ids and quantity %j (400), each with its field’s message',
    async (written) => {
      const customer = await tokenFor('customer');
      const cases: [Record<string, unknown>, string][] = [
        [{ timeId: written }, 'Harus memilih salah satu waktu'],
        [{ categoryId: written }, 'ID Paket tidak boleh kosong'],
        [{ categoryPackageId: written }, 'ID Paket tidak boleh kosong'],
        [{ addons: [{ id: written, quantity: 1 }] }, 'ID Tambahan tidak boleh kosong'],
        [{ addons: [{ id: 1, quantity: written }] }, 'Jumlah tambahan minimal 1'],
      ];
      for (const [change, message] of cases) {
        await expectRefused(
          () => api('POST', 'reservation', { token: customer, body: { ...familyBooking, ...change } }),
          400,
          message,
        );
      }
    },
  );

  it('POST /reservation refuses a fractional id and a boolean one (400)', async () => {
    const customer = await tokenFor('customer');
    await expectRefused(
      () => api('POST', 'reservation', { token: customer, body: { ...familyBooking, categoryPackageId: 5.5 } }),
      400,
      'ID Paket tidak boleh kosong',
    );
    await expectRefused(
      () => api('POST', 'reservation', { token: customer, body: { ...familyBooking, timeId: true } }),
      400,
      'Harus memilih salah satu waktu',
    );
  });

  it.each(NOT_DIGITS)('POST /package and POST /addon refuse the price and category %j (400)', async (written) => {
    const admin = await tokenFor('admin');
    const item = {
      name: 'Cetak Kanvas',
      description: 'Satu lembar kanvas',
      unit: 'lembar',
      price: '120000',
      categoryId: '1',
    };
    for (const path of ['package', 'addon']) {
      await expectRefused(
        () => api('POST', path, { token: admin, body: { ...item, price: written } }),
        400,
        'Harga harus berupa angka',
      );
      await expectRefused(
        () => api('POST', path, { token: admin, body: { ...item, categoryId: written } }),
        400,
        'ID Kategori tidak boleh kosong',
      );
    }
  });

  it('POST /transaction and POST /review refuse a reservation id or rating written any other way (400)', async () => {
    const customer = await tokenFor('customer');
    await expectRefused(
      () => api('POST', 'transaction', { token: customer, body: { reservationId: '0x1', type: 'fullpayment' } }),
      400,
      'ID Reservasi tidak boleh kosong',
    );
    await expectRefused(
      () => api('POST', 'review', { token: customer, body: { reservationId: '1e0', rating: 5, review: 'Bagus' } }),
      400,
      'ID Reservasi tidak boleh kosong',
    );
    await expectRefused(
      () => api('POST', 'review', { token: customer, body: { reservationId: 1, rating: '5.0', review: 'Bagus' } }),
      400,
      'Rating tidak boleh kosong',
    );
  });

  it('still takes plain digit strings, as the admin forms send them (201)', async () => {
    const admin = await tokenFor('admin');
    const item = {
      name: 'Cetak Kanvas',
      description: 'Satu lembar kanvas',
      unit: 'lembar',
      price: '120000',
      categoryId: '1',
    };
    const createdPackage = await api<CategoryPackage>('POST', 'package', { token: admin, body: item });
    const createdAddon = await api<CategoryAddon>('POST', 'addon', { token: admin, body: item });
    expect(createdPackage).toMatchObject({ status: 201, body: { data: { price: 120_000, categoryId: 1 } } });
    expect(createdAddon).toMatchObject({ status: 201, body: { data: { price: 120_000, categoryId: 1 } } });
    const booking = {
      ...familyBooking,
      timeId: '1',
      categoryId: '1',
      categoryPackageId: '1',
      addons: [{ id: '1', quantity: '2' }],
    };
    const reservation = await api<Reservation>('POST', 'reservation', {
      token: await tokenFor(newCustomer),
      body: booking,
    });
    expect(reservation).toMatchObject({ status: 201, body: { data: { total: 350_000 + 2 * 50_000 } } });
  });
});
