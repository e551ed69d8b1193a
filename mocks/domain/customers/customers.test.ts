import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import { NOW, TODAY, dayFromRulesToday } from '@mocks/test-kit/clock';
import { expectRefusal, reservationRequest } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { checkIn, markNoShow } from '../reservations/arrivals';
import { cancelOwnReservation } from '../reservations/customer-cancellation';
import { createReservation } from '../reservations/reservations';
import { recordCounterPayment } from '../transactions/transactions';
import { getCustomer, listCustomers, updateCustomerNotes } from './customers';

const world = seededWorld();
startWithoutBookings(world);

const walkIn = { name: 'Rina Wijaya', phone: '0896-5555-0171' };

/** The admin books `time` on `date` for `customer` (a walk-in paying in full unless told); answers the booking. */
function bookForCustomer(customer: unknown, date: string, time: string, at = NOW) {
  const request = {
    ...reservationRequest(world.db, { date, time }),
    customer,
    channel: 'walk-in',
    type: 'fullpayment',
  };
  return createReservation(world.db, world.as('admin', at), request).data;
}

const customerNamed = (name: string, at = NOW) =>
  listCustomers(world.db, world.as('admin', at), new URLSearchParams({ q: name })).data[0];

describe("a customer's figures", () => {
  it('start from the first booking: its channel, the count, nothing paid, the next visit', () => {
    const booked = bookForCustomer(walkIn, dayFromRulesToday(3), '10:20');

    expect(customerNamed('Rina Wijaya')).toMatchObject({
      firstChannel: 'walk-in',
      reservationCount: 1,
      paid: 0,
      lastVisit: null,
      nextVisit: slotStart(booked.date, '10:20').toISOString(),
      noShows: 0,
      lateCancellations: 0,
    });
  });

  it('count money taken at the counter, a visit checked in, a no-show and a late cancellation', () => {
    const customer = { id: bookForCustomer(walkIn, TODAY, '10:20').user.id };
    const today = bookForCustomer(customer, TODAY, '11:00');
    const missed = bookForCustomer(customer, TODAY, '11:20');
    const duringSession = new Date(slotStart(TODAY, '11:00').getTime() + 5 * MINUTE_MS);
    const admin = world.as('admin', duringSession);
    recordCounterPayment(world.db, admin, today.transactions[0]!.id, { method: 'cash', amount: today.total });
    checkIn(world.db, admin, today.id);
    const afterNoShowWindow = new Date(slotStart(TODAY, '11:20').getTime() + 16 * MINUTE_MS);
    markNoShow(world.db, world.as('admin', afterNoShowWindow), missed.id);

    expect(customerNamed('Rina Wijaya', afterNoShowWindow)).toMatchObject({
      reservationCount: 3,
      paid: today.total,
      lastVisit: slotStart(TODAY, '11:00').toISOString(),
      noShows: 1,
      lateCancellations: 0,
    });
  });

  it('count a booking the customer called off less than 24 hours before as a late cancellation', () => {
    const tomorrow = dayFromRulesToday(1);
    const reservation = createReservation(
      world.db,
      world.as('customer'),
      reservationRequest(world.db, { date: tomorrow, time: '10:20' }),
    ).data;
    const nightBefore = new Date(slotStart(tomorrow, '10:20').getTime() - 12 * HOUR_MS);
    cancelOwnReservation(world.db, world.as('customer', nightBefore), reservation.id);

    expect(customerNamed(reservation.user.email ?? '')).toMatchObject({ lateCancellations: 1 });
  });
});

describe('the customers list', () => {
  it('sorts by a figure, descending with a leading minus, with absent visits last either way', () => {
    bookForCustomer(walkIn, dayFromRulesToday(2), '10:20');
    const sorted = (sort: string) =>
      listCustomers(world.db, world.as('admin'), new URLSearchParams({ sort })).data.map((row) => row.nextVisit);

    for (const sort of ['nextVisit', '-nextVisit']) {
      const visits = sorted(sort);
      expect(visits[0]).not.toBeNull();
      expect(visits.indexOf(null)).toBe(visits.filter((visit) => visit !== null).length);
    }
  });

  it('refuses an order it does not take', () => {
    expectRefusal(
      world.db,
      () => listCustomers(world.db, world.as('admin'), new URLSearchParams({ sort: 'umur' })),
      400,
      'Urutan pelanggan tidak valid',
    );
  });
});

describe("a customer's page", () => {
  it('shows their money over the bookings that stand, every booking latest first, and their messages', () => {
    const customer = { id: bookForCustomer(walkIn, dayFromRulesToday(2), '10:20').user.id };
    const later = bookForCustomer(customer, dayFromRulesToday(5), '10:20');
    recordCounterPayment(world.db, world.as('admin'), later.transactions[0]!.id, {
      method: 'transfer',
      amount: later.total,
    });

    const page = getCustomer(world.db, world.as('admin'), customer.id).data;

    expect(page.money).toEqual({ total: 700_000, paid: 350_000, remaining: 350_000 });
    expect(page.reservations.map((reservation) => reservation.date)).toEqual([
      dayFromRulesToday(5),
      dayFromRulesToday(2),
    ]);
    expect(page.notes).toBe('');
  });

  it('keeps the admin’s notes, trimmed, and refuses them over 2000 characters', () => {
    const id = bookForCustomer(walkIn, dayFromRulesToday(2), '10:20').user.id;
    const admin = world.as('admin');

    const saved = updateCustomerNotes(world.db, admin, id, { notes: '  Alergi bunga; suka latar polos.  ' });

    expect(saved).toMatchObject({ message: 'Catatan pelanggan berhasil disimpan' });
    expect(getCustomer(world.db, admin, id).data.notes).toBe('Alergi bunga; suka latar polos.');
    expectRefusal(
      world.db,
      () => updateCustomerNotes(world.db, admin, id, { notes: 'a'.repeat(2001) }),
      400,
      'Catatan maksimal 2000 karakter',
    );
  });

  it('is the admin’s alone, and not for an admin’s id', () => {
    const id = bookForCustomer(walkIn, dayFromRulesToday(2), '10:20').user.id;

    expectRefusal(world.db, () => getCustomer(world.db, world.as('customer'), id), 403, 'Anda tidak memiliki akses');
    expectRefusal(
      world.db,
      () => getCustomer(world.db, world.as('admin'), world.idOf('admin')),
      404,
      'Data tidak ditemukan',
    );
  });
});
