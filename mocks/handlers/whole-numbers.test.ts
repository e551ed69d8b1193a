/**
 * Issue 13, finding 8: body ids, prices, quantities and ratings are integers or strings of plain digits.
 * "0x5", "1e6" and the like used to be read as numbers; each is now refused with its field's own message.
 */
import { describe, expect, it } from 'vitest';
import type { CategoryAddon, CategoryPackage, Reservation } from '@/lib/api/api-types';
import { newCustomer } from '../test-kit/customers';
import { callApi, familyBooking, setUpTestBackend, tokenFor } from '../test-kit/http-client';

const { expectRefused } = setUpTestBackend();

const NOT_DIGITS = ['0x5', '1e6', '5.0', ' 5', '-1', '+5'];

/** A package or add-on as the admin forms send it: price and category as strings of digits. */
const CANVAS_PRINT = {
  name: 'Cetak Kanvas',
  description: 'Satu lembar kanvas',
  unit: 'lembar',
  price: '120000',
  categoryId: '1',
};

/** A request body that must be refused (400) with its field's message. */
type RefusedBody = [path: string, body: Record<string, unknown>, message: string];

/** Signs in and sends each body, which must be refused (400) with its message and change nothing. */
async function expectEachRefused(who: 'admin' | 'customer', cases: RefusedBody[]): Promise<void> {
  const token = await tokenFor(who);
  for (const [path, body, message] of cases) {
    await expectRefused(() => callApi('POST', path, { token, body }), 400, message);
  }
}

const booking = (change: Record<string, unknown>) => ({ ...familyBooking, ...change });

describe('body numbers are digit strings or integers only', () => {
  it.each(NOT_DIGITS)(
    'POST /reservation refuses the ids and quantity %j (400), each with its field’s message',
    async (written) => {
      await expectEachRefused('customer', [
        ['reservation', booking({ timeId: written }), 'Harus memilih salah satu waktu'],
        ['reservation', booking({ categoryId: written }), 'ID Paket tidak boleh kosong'],
        ['reservation', booking({ categoryPackageId: written }), 'ID Paket tidak boleh kosong'],
        ['reservation', booking({ addons: [{ id: written, quantity: 1 }] }), 'ID Tambahan tidak boleh kosong'],
        ['reservation', booking({ addons: [{ id: 1, quantity: written }] }), 'Jumlah tambahan minimal 1'],
      ]);
    },
  );

  it('POST /reservation refuses a fractional id and a boolean one (400)', async () => {
    await expectEachRefused('customer', [
      ['reservation', booking({ categoryPackageId: 5.5 }), 'ID Paket tidak boleh kosong'],
      ['reservation', booking({ timeId: true }), 'Harus memilih salah satu waktu'],
    ]);
  });

  it.each(NOT_DIGITS)('POST /package and POST /addon refuse the price and category %j (400)', async (written) => {
    await expectEachRefused(
      'admin',
      ['package', 'addon'].flatMap((path): RefusedBody[] => [
        [path, { ...CANVAS_PRINT, price: written }, 'Harga harus berupa angka'],
        [path, { ...CANVAS_PRINT, categoryId: written }, 'ID Kategori tidak boleh kosong'],
      ]),
    );
  });

  it('POST /transaction and POST /review refuse a reservation id or rating written any other way (400)', async () => {
    await expectEachRefused('customer', [
      ['transaction', { reservationId: '0x1', type: 'fullpayment' }, 'ID Reservasi tidak boleh kosong'],
      ['review', { reservationId: '1e0', rating: 5, review: 'Bagus' }, 'ID Reservasi tidak boleh kosong'],
      ['review', { reservationId: 1, rating: '5.0', review: 'Bagus' }, 'Rating tidak boleh kosong'],
    ]);
  });

  it('still takes plain digit strings, as the admin forms send them (201)', async () => {
    const admin = await tokenFor('admin');
    const createdPackage = await callApi<CategoryPackage>('POST', 'package', { token: admin, body: CANVAS_PRINT });
    const createdAddon = await callApi<CategoryAddon>('POST', 'addon', { token: admin, body: CANVAS_PRINT });
    expect(createdPackage).toMatchObject({ status: 201, body: { data: { price: 120_000, categoryId: 1 } } });
    expect(createdAddon).toMatchObject({ status: 201, body: { data: { price: 120_000, categoryId: 1 } } });
    const reservation = await callApi<Reservation>('POST', 'reservation', {
      token: await tokenFor(newCustomer),
      body: booking({ timeId: '1', categoryId: '1', categoryPackageId: '1', addons: [{ id: '1', quantity: '2' }] }),
    });
    expect(reservation).toMatchObject({ status: 201, body: { data: { total: 350_000 + 2 * 50_000 } } });
  });
});
