import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/rules/studio-time';
import { dayFromRulesToday, NOW, TODAY } from '@mocks/test-kit/clock';
import { sendDueReminders } from '../reminders/reminder-sweep';
import { messages } from '@/lib/rules/messages';
import { expectRefusal, expectRefusedToOutsiders, payInFull, reservationRequest } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { cancelOwnReservation } from '../reservations/customer-cancellation';
import { cancelReservation, createReservation } from '../reservations/reservations';
import { createTransaction } from '../transactions/transactions';
import { createVoucher, deleteVoucher, listVouchers, quoteReservation, updateVoucher } from './vouchers';

const world = seededWorld();
startWithoutBookings(world);

/** Keluarga Kecil, the family category's first package, on the quiet day: Rp 350.000. */
const FAMILY_PRICE = 350_000;

const voucherInput = (changes: Record<string, unknown> = {}) => ({
  code: 'hemat50',
  kind: 'fixed',
  value: 50_000,
  validFrom: TODAY,
  validTo: dayFromRulesToday(30),
  quota: 1,
  ...changes,
});

const bookWith = (who: 'customer' | 'freshCustomer', voucherCode: string, time = '10:20') =>
  createReservation(world.db, world.as(who), { ...reservationRequest(world.db, { time }), voucherCode }).data;

const vouchers = () => listVouchers(world.db, world.as('admin'), new URLSearchParams()).data;
const voucherCoded = (code: string) => vouchers().find((voucher) => voucher.code === code);

describe('the admin’s vouchers', () => {
  it('lists the seed’s, newest first, for the admin only', () => {
    expect(vouchers().map((voucher) => voucher.code)).toEqual(['MERDEKA17', 'WISUDAHEMAT', 'SENJAHEMAT']);
    expect(voucherCoded('SENJAHEMAT')).toMatchObject({ kind: 'percent', value: 10, maxDiscount: 50_000, used: 0 });
    expectRefusedToOutsiders(world, (caller) => listVouchers(world.db, caller, new URLSearchParams()));
  });

  it('keeps a code in capitals, unique whatever its case; a fixed amount has no cap', () => {
    const { status, data } = createVoucher(world.db, world.as('admin'), voucherInput({ maxDiscount: 10_000 }));
    expect(status).toBe(201);
    expect(data).toMatchObject({ code: 'HEMAT50', maxDiscount: null, minSubtotal: 0, perCustomer: null, active: true });
    expectRefusal(
      world.db,
      () => createVoucher(world.db, world.as('admin'), voucherInput({ code: 'Hemat50' })),
      409,
      'Kode voucher sudah dipakai',
    );
  });

  it('refuses a percentage above 100, days that end before they start, and a package that does not exist', () => {
    const admin = world.as('admin');
    const refused: [Record<string, unknown>, string][] = [
      [{ kind: 'percent', value: 120 }, 'Persentase harus 1 sampai 100'],
      [{ validTo: dayFromRulesToday(-1) }, 'Tanggal akhir tidak boleh sebelum tanggal mulai'],
      [{ packageIds: [999] }, 'Paket tidak ditemukan'],
      [{ code: 'a b' }, 'Kode voucher hanya huruf, angka, - dan _'],
    ];
    for (const [changes, message] of refused) {
      expectRefusal(world.db, () => createVoucher(world.db, admin, voucherInput(changes)), 400, message);
    }
  });

  it('keeps a used voucher (it may be switched off) and never lets its quota go below its uses', () => {
    const voucher = createVoucher(world.db, world.as('admin'), voucherInput({ quota: 5 })).data;
    bookWith('freshCustomer', 'hemat50');
    expectRefusal(
      world.db,
      () => deleteVoucher(world.db, world.as('admin'), voucher.id),
      409,
      'Voucher sudah dipakai; nonaktifkan saja',
    );
    const input = voucherInput({ quota: 5, active: false });
    expect(updateVoucher(world.db, world.as('admin'), voucher.id, input).data).toMatchObject({
      active: false,
      used: 1,
    });
    expect(voucherCoded('HEMAT50')?.uses).toEqual([
      expect.objectContaining({
        customer: { id: world.idOf('freshCustomer'), name: expect.any(String) },
        discount: 50_000,
      }),
    ]);
    expectRefusal(world.db, () => bookWith('customer', 'HEMAT50', '11:00'), 400, 'Kode tidak berlaku');
    const unused = createVoucher(world.db, world.as('admin'), voucherInput({ code: 'LAIN' })).data;
    expect(deleteVoucher(world.db, world.as('admin'), unused.id).status).toBe(200);
    expect(voucherCoded('LAIN')).toBeUndefined();
  });
});

describe('a booking with a voucher', () => {
  it('is priced by the backend: the subtotal, the discount held to its cap, what is left to pay', () => {
    const reservation = createReservation(world.db, world.as('freshCustomer'), {
      ...reservationRequest(world.db, { package: 'Keluarga Premium' }),
      voucherCode: ' senjahemat ',
      total: 1,
      discount: 900_000,
    }).data;
    expect(reservation).toMatchObject({
      subtotal: 950_000,
      discount: 50_000,
      total: 900_000,
      voucherCode: 'SENJAHEMAT',
    });
    const transaction = createTransaction(world.db, world.as('freshCustomer'), {
      reservationId: reservation.id,
      type: 'downpayment',
    }).data;
    expect(transaction.total).toBe(450_000);
  });

  it('is refused with the reason the voucher does not apply, and nothing is booked', () => {
    const customer = world.as('freshCustomer');
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['TIDAKADA', {}, 400, 'Kode tidak berlaku'],
      ['MERDEKA17', {}, 400, 'Kode tidak berlaku'],
      ['WISUDAHEMAT', {}, 400, 'Tidak berlaku untuk paket ini'],
      ['WISUDAHEMAT', { category: 'Wisuda', package: 'Wisuda Personal' }, 400, 'Minimal belanja Rp\u00a0300.000'],
    ];
    for (const [voucherCode, choice, status, message] of cases) {
      const body = { ...reservationRequest(world.db, choice), voucherCode };
      expectRefusal(world.db, () => createReservation(world.db, customer, body), status, message);
    }
    const graduation = { category: 'Wisuda', package: 'Wisuda Bersama Keluarga' };
    const booked = createReservation(world.db, customer, {
      ...reservationRequest(world.db, graduation),
      voucherCode: 'wisudahemat',
    });
    expect(booked.data).toMatchObject({ subtotal: 450_000, discount: 25_000, total: 425_000 });
  });

  it('takes the quota in the booking’s own change, and a cancelled booking gives its use back', () => {
    createVoucher(world.db, world.as('admin'), voucherInput());
    const first = bookWith('freshCustomer', 'HEMAT50');
    expect(first.total).toBe(FAMILY_PRICE - 50_000);
    expectRefusal(world.db, () => bookWith('customer', 'HEMAT50', '11:00'), 409, 'Kuota voucher habis');

    cancelOwnReservation(world.db, world.as('freshCustomer'), first.id);
    expect(voucherCoded('HEMAT50')).toMatchObject({
      used: 0,
      uses: [expect.objectContaining({ status: 'cancelled' })],
    });
    expect(bookWith('customer', 'HEMAT50', '11:00').discount).toBe(50_000);
  });

  it('holds once per customer where the voucher says so', () => {
    bookWith('freshCustomer', 'SENJAHEMAT');
    expectRefusal(world.db, () => bookWith('freshCustomer', 'SENJAHEMAT', '11:00'), 409, 'Kuota voucher habis');
    expect(bookWith('customer', 'SENJAHEMAT', '11:00').discount).toBe(35_000);
  });

  it('holds to the end of its last day in the studio’s zone', () => {
    createVoucher(world.db, world.as('admin'), voucherInput({ validTo: TODAY }));
    const lastMinute = new Date(Date.parse(addDays(TODAY, 1)) - 7 * 3_600_000 - 60_000);
    const body = { ...reservationRequest(world.db), voucherCode: 'HEMAT50' };
    expect(quoteReservation(world.db, world.as('freshCustomer', lastMinute), body).data.discount).toBe(50_000);
    const nextDay = new Date(lastMinute.getTime() + 2 * 60_000);
    expectRefusal(
      world.db,
      () => quoteReservation(world.db, world.as('freshCustomer', nextDay), body),
      400,
      'Kode tidak berlaku',
    );
  });

  it('needs no payment when nothing is left to pay: its transaction is paid as it is made', () => {
    createVoucher(world.db, world.as('admin'), voucherInput({ value: 2_000_000 }));
    const free = bookWith('freshCustomer', 'HEMAT50');
    expect(free).toMatchObject({ subtotal: FAMILY_PRICE, discount: FAMILY_PRICE, total: 0 });
    expect(free.transactions).toEqual([expect.objectContaining({ status: 'paid', total: 0, transaction_detail: [] })]);
    expectRefusal(
      world.db,
      () => createTransaction(world.db, world.as('freshCustomer'), { reservationId: free.id, type: 'fullpayment' }),
      409,
      'Transaksi sudah dibuat',
    );
    sendDueReminders(world.db, NOW);
    const confirmation = world.db.reminders.find((row) => row.reservationId === free.id && row.channel === 'email');
    expect(confirmation).toMatchObject({ kind: 'booking-confirmed', subject: `Reservasi #${free.id} dikonfirmasi` });
    expect(confirmation?.body).toContain('Tidak ada yang perlu dibayar.');
    expect(confirmation?.body).toContain('Potongan voucher (HEMAT50): \u2212Rp\u00a0350.000\nTotal: Rp\u00a00');
  });

  it('gives back, when cancelled, what was paid of the discounted total', () => {
    const reservation = bookWith('freshCustomer', 'SENJAHEMAT');
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), reservation.id);
    const cancelled = cancelReservation(world.db, world.as('admin'), reservation.id).data;
    expect(cancelled.refund).toMatchObject({ amount: FAMILY_PRICE - 35_000, paid: FAMILY_PRICE - 35_000 });
  });
});

describe('the price question', () => {
  it('answers the booking page’s summary and books nothing', () => {
    const before = world.db.reservations.length;
    const body = { ...reservationRequest(world.db, { package: 'Keluarga Besar' }), date: undefined, timeId: undefined };
    expect(quoteReservation(world.db, world.as('freshCustomer'), body).data).toEqual({
      subtotal: 650_000,
      discount: 0,
      total: 650_000,
      voucherCode: null,
    });
    expect(quoteReservation(world.db, world.as('freshCustomer'), { ...body, voucherCode: 'senjahemat' }).data).toEqual({
      subtotal: 650_000,
      discount: 50_000,
      total: 600_000,
      voucherCode: 'SENJAHEMAT',
    });
    expect(world.db.reservations).toHaveLength(before);
    expectRefusal(world.db, () => quoteReservation(world.db, world.as('visitor'), body), 401, messages.unauthorized);
  });
});
