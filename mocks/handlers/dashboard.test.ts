import { describe, expect, it } from 'vitest';
import type { DashboardOverview, Reservation, Transaction } from '@/lib/api/api-types';
import { DAY_MS, FIXED_NOW, FIXED_TODAY as TODAY, HOUR_MS } from '../test-kit/clock';
import { newCustomer } from '../test-kit/customers';
import {
  callApi,
  BAD_TOKEN,
  book,
  decideProof,
  FORBIDDEN,
  sendProof,
  setUpTestBackend,
  startPayment,
  tokenFor,
  UNAUTHORIZED,
} from '../test-kit/http-client';

const { expectRefused } = setUpTestBackend();

const overviewOf = async (token: string) =>
  (await callApi<DashboardOverview>('GET', 'dashboard/overview', { token })).body.data;

/** The studio's month (Jakarta, UTC+7) of an instant, as `YYYY-MM`. */
const jakartaMonthOf = (instant: string) => new Date(Date.parse(instant) + 7 * HOUR_MS).toISOString().slice(0, 7);

/** The figures as a client would work them out from the admin's lists, at `FIXED_NOW`. */
function expectedOverview(reservations: Reservation[], transactions: Transaction[]): DashboardOverview {
  const now = Date.parse(FIXED_NOW);
  const open = transactions.filter((transaction) => transaction.status === 'unpaid');
  const pendingIds = new Set(
    reservations.filter((reservation) => reservation.status === 'pending').map((reservation) => reservation.id),
  );
  const lapsing = open.filter((transaction) =>
    transaction.transaction_detail.every((proof) => proof.isValid === 'false'),
  );
  const validThisMonth = transactions.flatMap((transaction) =>
    transaction.transaction_detail
      .filter((proof) => proof.isValid === 'true' && jakartaMonthOf(proof.createdAt) === jakartaMonthOf(FIXED_NOW))
      .map(() => transaction.total),
  );
  return {
    proofsWaiting: open
      .flatMap((transaction) => transaction.transaction_detail)
      .filter((proof) => proof.isValid === null).length,
    todayBookings: reservations.filter(
      (reservation) => reservation.date === TODAY && reservation.status !== 'cancelled',
    ).length,
    deadlinesWithin24h: lapsing.filter((transaction) => {
      const untilDeadline = Date.parse(transaction.expiredAt) - now;
      return pendingIds.has(transaction.reservationId) && untilDeadline > 0 && untilDeadline <= DAY_MS;
    }).length,
    receivedThisMonth: validThisMonth.reduce((sum, installment) => sum + installment, 0),
  };
}

describe('GET /dashboard/overview', () => {
  it('gives the admin the figures of the studio as its lists show them (200)', async () => {
    const admin = await tokenFor('admin');
    const reservations = (await callApi<Reservation[]>('GET', 'reservations', { token: admin })).body.data;
    const transactions = (await callApi<Transaction[]>('GET', 'transactions', { token: admin })).body.data;
    const expected = expectedOverview(reservations, transactions);
    expect(Object.values(expected).every((figure) => figure > 0)).toBe(true);
    expect(await callApi('GET', 'dashboard/overview', { token: admin })).toEqual({
      status: 200,
      body: { data: expected, message: 'Berhasil mengambil ringkasan dashboard' },
    });
  });

  it('follows a booking of today from its payment deadline to the money received', async () => {
    const admin = await tokenFor('admin');
    const before = await overviewOf(admin);
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer, { date: TODAY, timeId: 29 });
    expect(await overviewOf(admin)).toEqual({ ...before, todayBookings: before.todayBookings + 1 });

    const transaction = await startPayment(customer, reservation.id, 'fullpayment');
    expect(await overviewOf(admin)).toEqual({
      ...before,
      todayBookings: before.todayBookings + 1,
      deadlinesWithin24h: before.deadlinesWithin24h + 1,
    });

    const [proof] = (await sendProof(customer, transaction.id)).transaction_detail;
    expect(await overviewOf(admin)).toEqual({
      ...before,
      todayBookings: before.todayBookings + 1,
      proofsWaiting: before.proofsWaiting + 1,
    });

    expect((await decideProof(admin, transaction.id, 'valid', proof?.id)).status).toBe(200);
    expect(await overviewOf(admin)).toEqual({
      ...before,
      todayBookings: before.todayBookings + 1,
      receivedThisMonth: before.receivedThisMonth + 350_000,
    });
  });

  it('no longer counts a booking its customer cancelled', async () => {
    const admin = await tokenFor('admin');
    const before = await overviewOf(admin);
    const customer = await tokenFor(newCustomer);
    const reservation = await book(customer, { date: TODAY, timeId: 29 });
    await startPayment(customer, reservation.id, 'fullpayment');
    expect((await callApi('PATCH', `reservation/${reservation.id}/cancel-own`, { token: customer })).status).toBe(200);
    expect(await overviewOf(admin)).toEqual(before);
  });

  it('refuses customers (403) and visitors (401)', async () => {
    const customer = await tokenFor('customer');
    await expectRefused(() => callApi('GET', 'dashboard/overview', { token: customer }), 403, FORBIDDEN);
    await expectRefused(() => callApi('GET', 'dashboard/overview'), 401, UNAUTHORIZED);
    await expectRefused(() => callApi('GET', 'dashboard/overview', { token: BAD_TOKEN }), 401, UNAUTHORIZED);
  });
});
