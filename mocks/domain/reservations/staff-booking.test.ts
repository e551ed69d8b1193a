import { describe, expect, it } from 'vitest';
import { MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import { NOW, QUIET_DAY, TODAY } from '@mocks/test-kit/clock';
import { expectRefusal, reservationRequest } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { upkeep } from '../upkeep';
import { getTransaction, recordCounterPayment } from '../transactions/transactions';
import { listCustomers } from '../customers/customers';
import { createReservation } from './reservations';

const world = seededWorld();
startWithoutBookings(world);

const walkIn = { name: 'Rina Wijaya', phone: '0896-5555-0142' };
/** 10:25 in Jakarta on the rules' day: the 10:20 session is under way. */
const DURING_1020 = new Date(slotStart(TODAY, '10:20').getTime() + 5 * MINUTE_MS);

/** The admin's booking of `choice` for `customer`, by default a walk-in paying in full. */
function staffRequest(customer: unknown, extra: Record<string, unknown> = {}, at = NOW) {
  return {
    ...reservationRequest(world.db, { date: at === NOW ? QUIET_DAY : TODAY }),
    customer,
    channel: 'walk-in',
    type: 'fullpayment',
    ...extra,
  };
}

const bookAsAdmin = (request: unknown, at = NOW) => createReservation(world.db, world.as('admin', at), request);

describe('the admin books for a customer', () => {
  it('adds a new customer without a password and makes the booking and its payment in one step', () => {
    const outcome = bookAsAdmin(staffRequest({ ...walkIn, email: '' }, { channel: 'whatsapp', type: 'downpayment' }));
    expect(outcome).toMatchObject({ status: 201, message: 'Reservasi berhasil dibuat' });
    expect(outcome.data).toMatchObject({
      status: 'pending',
      channel: 'whatsapp',
      total: 350_000,
      user: { name: 'Rina Wijaya', email: null, phone: '0896-5555-0142' },
      transactions: [{ type: 'downpayment', status: 'unpaid', total: 175_000 }],
    });
    const added = world.db.users.find((user) => user.id === outcome.data.user.id);
    expect(added).toMatchObject({ role: 'user', password: null, email: null });
  });

  it('books for a known customer by id, beyond the limit of pending bookings a customer has', () => {
    const customerId = world.idOf('customer');
    for (const time of ['10:20', '10:40', '11:00', '11:20']) {
      const request = { ...staffRequest({ id: customerId }), timeId: reservationRequest(world.db, { time }).timeId };
      expect(bookAsAdmin(request).data.user.id).toBe(customerId);
    }
  });

  it('books the session under way now for a walk-in, but not one that has ended', () => {
    const booked = bookAsAdmin(staffRequest(walkIn, {}, DURING_1020), DURING_1020);
    expect(booked.data).toMatchObject({ date: TODAY, timeSlot: { time: '10:20' } });
    const ended = new Date(slotStart(TODAY, '10:40').getTime() + 20 * MINUTE_MS);
    const late = {
      ...staffRequest({ id: world.idOf('customer') }, {}, ended),
      timeId: reservationRequest(world.db, { time: '10:40' }).timeId,
    };
    expectRefusal(world.db, () => bookAsAdmin(late, ended), 400, 'Waktu yang dipilih sudah lewat');
  });

  it('never books a slot already taken', () => {
    bookAsAdmin(staffRequest(walkIn));
    expectRefusal(
      world.db,
      () => bookAsAdmin(staffRequest({ id: world.idOf('customer') })),
      409,
      'Waktu sudah dipesan, silakan pilih waktu lain',
    );
  });

  it('offers the existing customer instead of adding one with the same WhatsApp number or email', () => {
    bookAsAdmin(staffRequest(walkIn));
    const samePhone = {
      ...staffRequest({ name: 'Rina W', phone: '+62 896 5555 0142' }),
      timeId: reservationRequest(world.db, { time: '10:40' }).timeId,
    };
    expectRefusal(world.db, () => bookAsAdmin(samePhone), 409, 'Nomor WhatsApp sudah terdaftar atas nama Rina Wijaya');
    const sameEmail = {
      ...staffRequest({ name: 'Sari', phone: '0899-0000-1111', email: 'PELANGGAN@studio.test' }),
      timeId: reservationRequest(world.db, { time: '10:40' }).timeId,
    };
    expectRefusal(world.db, () => bookAsAdmin(sameEmail), 409, 'Email sudah terdaftar atas nama Sari Wulandari');
  });

  it.each<[Record<string, unknown>, string]>([
    [{ customer: undefined }, 'Pelanggan tidak boleh kosong'],
    [{ customer: { id: 'x' } }, 'Pelanggan tidak boleh kosong'],
    [{ customer: { name: 'Ri', phone: '0896-5555-0142' } }, 'Nama minimal 3 karakter'],
    [{ customer: { name: 'Rina', phone: '0813' } }, 'Nomor telepon minimal 12 karakter'],
    [{ customer: { name: 'Rina', phone: '0896-5555-0142', email: 'rina@' } }, 'Email tidak valid'],
    [{ channel: undefined }, 'Saluran reservasi tidak boleh kosong'],
    [{ channel: 'web' }, 'Saluran reservasi tidak valid'],
    [{ type: undefined }, 'Metode transaksi tidak boleh kosong'],
  ])('refuses %j with 400 %j', (change, message) => {
    expectRefusal(world.db, () => bookAsAdmin({ ...staffRequest(walkIn), ...change }), 400, message);
  });

  it('refuses an id that is not a customer’s', () => {
    const adminId = world.idOf('admin');
    expectRefusal(world.db, () => bookAsAdmin(staffRequest({ id: adminId })), 400, 'Pelanggan tidak ditemukan');
  });
});

describe('paying for a booking the studio took', () => {
  it('is due by the end of the session’s day: a walk-in may pay at the counter after the session', () => {
    const booked = bookAsAdmin(staffRequest(walkIn, {}, DURING_1020), DURING_1020).data;
    const transaction = booked.transactions[0];
    if (!transaction) throw new Error('no transaction');
    expect(transaction.expiredAt).toBe(slotStart(TODAY, '24:00').toISOString());
    const afterSession = new Date(DURING_1020.getTime() + 60 * MINUTE_MS);
    upkeep(world.db, afterSession);
    const paid = recordCounterPayment(world.db, world.as('admin', afterSession), transaction.id, {
      method: 'cash',
      amount: 350_000,
    });
    expect(paid.data.transaction_detail).toHaveLength(1);
  });

  it('lets a down payment’s balance wait until the end of the session’s day, then ends the booking unpaid', () => {
    const booked = bookAsAdmin(staffRequest(walkIn, { type: 'downpayment' }, DURING_1020), DURING_1020).data;
    const transactionId = booked.transactions[0]?.id ?? 0;
    const admin = world.as('admin', DURING_1020);
    recordCounterPayment(world.db, admin, transactionId, { method: 'cash', amount: 175_000 });
    const lateEvening = slotStart(TODAY, '23:59');
    upkeep(world.db, lateEvening);
    expect(getTransaction(world.db, world.as('admin', lateEvening), transactionId).data.status).toBe('unpaid');
    const midnight = slotStart(TODAY, '24:00');
    upkeep(world.db, midnight);
    const ended = getTransaction(world.db, world.as('admin', midnight), transactionId).data;
    expect(ended).toMatchObject({ status: 'expired', reservation: { status: 'cancelled' } });
  });
});

describe('listCustomers', () => {
  it('finds a customer by any way their number is written, and by name or email', () => {
    bookAsAdmin(staffRequest(walkIn));
    const find = (q: string) =>
      listCustomers(world.db, world.as('admin'), new URLSearchParams({ q })).data.map((customer) => customer.name);
    expect(find('+62 896 5555')).toEqual(['Rina Wijaya']);
    expect(find('6289655550142')).toEqual(['Rina Wijaya']);
    expect(find('rina wi')).toEqual(['Rina Wijaya']);
    expect(find('pelanggan@studio')).toEqual(['Sari Wulandari']);
  });

  it('lists customers only, by name, and says who can sign in', () => {
    bookAsAdmin(staffRequest(walkIn));
    const { data } = listCustomers(world.db, world.as('admin'));
    expect(data.map((customer) => customer.id)).not.toContain(world.idOf('admin'));
    expect(data.map((customer) => customer.name)).toEqual(
      [...data.map((customer) => customer.name)].sort((a, b) => a.localeCompare(b, 'id')),
    );
    expect(data.find((customer) => customer.name === 'Rina Wijaya')).toMatchObject({ hasAccount: false, email: null });
  });

  it('is for the admin only', () => {
    expectRefusal(world.db, () => listCustomers(world.db, world.as('customer')), 403, 'Anda tidak memiliki akses');
  });
});
