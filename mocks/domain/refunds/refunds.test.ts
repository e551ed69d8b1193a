import { describe, expect, it } from 'vitest';
import { rupiahText } from '@/lib/rules/indonesian-text';
import { REFUND_ALREADY_PAID_MESSAGE, REFUND_DATE_AFTER_TODAY_MESSAGE } from '@/lib/rules/refunds';
import { freshCustomer } from '@mocks/test-kit/customers';
import { dayFromRulesToday, TODAY } from '@mocks/test-kit/clock';
import { book, expectRefusal, issueUpload, payInFull } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { cancelOwnReservation } from '../reservations/customer-cancellation';
import { cancelReservation } from '../reservations/reservations';
import { dashboardOverview } from '../dashboard/dashboard-overview';
import { listRefunds, markRefundPaid } from './refunds';

const world = seededWorld();
const ACCOUNT = { bank: 'Mandiri', number: '1400012345678', holder: freshCustomer.name };

/** A booking of the fresh customer three weeks ahead, paid in full; answers its id and total. */
function paidBooking(time: string) {
  const id = book(world.db, world.as('freshCustomer'), { time });
  payInFull(world.db, world.as('freshCustomer'), world.as('admin'), id);
  const total = world.db.reservations.find((row) => row.id === id)?.total ?? 0;
  return { id, total };
}

const list = (role: 'admin' | 'freshCustomer' | 'customer', query = '') =>
  listRefunds(world.db, world.as(role), new URLSearchParams(query)).data;

describe('the admin’s cancel', () => {
  it('gives back all that was paid by default, with the reason', () => {
    const { id, total } = paidBooking('10:20');
    const { data } = cancelReservation(world.db, world.as('admin'), id, { reason: 'Fotografer sakit' });
    expect(data.refund).toMatchObject({
      status: 'waiting',
      amount: total,
      paid: total,
      percent: null,
      by: 'admin',
      reason: 'Fotografer sakit',
      bankAccount: null,
    });
  });

  it('gives back the amount the admin names, never more than was paid, and nothing for an unpaid booking', () => {
    const { id, total } = paidBooking('10:40');
    expectRefusal(
      world.db,
      () => cancelReservation(world.db, world.as('admin'), id, { refundAmount: total + 1 }),
      400,
      `Jumlah pengembalian melebihi yang dibayar (${rupiahText(total)})`,
    );
    expectRefusal(
      world.db,
      () => cancelReservation(world.db, world.as('admin'), id, { refundAmount: '-5' }),
      400,
      'Jumlah pengembalian tidak valid',
    );
    expect(cancelReservation(world.db, world.as('admin'), id, { refundAmount: '100000' }).data.refund).toMatchObject({
      amount: 100_000,
      paid: total,
    });
    const unpaid = book(world.db, world.as('freshCustomer'), { time: '11:00' });
    expect(cancelReservation(world.db, world.as('admin'), unpaid).data.refund).toBeNull();
    const zero = paidBooking('11:20');
    expect(cancelReservation(world.db, world.as('admin'), zero.id, { refundAmount: 0 }).data.refund).toBeNull();
  });
});

describe('listRefunds and markRefundPaid', () => {
  it('list the waiting first, for the admin all and for a customer their own, and count them on the overview', () => {
    const before = dashboardOverview(world.db, world.as('admin')).data.refundsWaiting;
    const first = paidBooking('13:00');
    const second = paidBooking('13:20');
    cancelOwnReservation(world.db, world.as('freshCustomer'), first.id, { bankAccount: ACCOUNT });
    cancelReservation(world.db, world.as('admin'), second.id);
    expect(dashboardOverview(world.db, world.as('admin')).data.refundsWaiting).toBe(before + 2);

    const waiting = list('admin', 'status=waiting').map((refund) => refund.reservation.id);
    expect(waiting.slice(-2)).toEqual([first.id, second.id]);
    expect(list('freshCustomer').every((refund) => refund.customer.name === freshCustomer.name)).toBe(true);
    expect(list('customer').map((refund) => refund.reservation.id)).not.toContain(first.id);
    expect(list('admin', `q=${encodeURIComponent('#' + String(first.id))}`)).toHaveLength(1);
    expectRefusal(
      world.db,
      () => listRefunds(world.db, world.as('admin'), new URLSearchParams('status=done')),
      400,
      'Filter pengembalian dana tidak valid',
    );
  });

  it('record a refund paid back once, on a day not after today, with the admin’s own unused receipt', () => {
    const { id, total } = paidBooking('14:00');
    const refund = cancelReservation(world.db, world.as('admin'), id).data.refund;
    if (!refund) throw new Error('no refund');
    const pay = (input: unknown) => () => markRefundPaid(world.db, world.as('admin'), refund.id, input);
    expectRefusal(world.db, pay({ method: 'qris', paidAt: TODAY }), 400, 'Metode pengembalian tidak valid');
    expectRefusal(
      world.db,
      pay({ method: 'transfer', paidAt: dayFromRulesToday(1) }),
      400,
      REFUND_DATE_AFTER_TODAY_MESSAGE,
    );
    const customersUpload = issueUpload(world.db, world.as('freshCustomer'), 'transaction');
    expectRefusal(
      world.db,
      pay({ method: 'transfer', paidAt: TODAY, image: customersUpload }),
      400,
      'Gambar tidak valid',
    );
    expectRefusal(
      world.db,
      () => markRefundPaid(world.db, world.as('freshCustomer'), refund.id, { method: 'cash', paidAt: TODAY }),
      403,
      'Anda tidak memiliki akses',
    );

    const receipt = issueUpload(world.db, world.as('admin'), 'transaction');
    const outcome = markRefundPaid(world.db, world.as('admin'), refund.id, {
      method: 'transfer',
      paidAt: TODAY,
      image: receipt,
    });
    expect(outcome).toMatchObject({
      message: 'Pengembalian dana dicatat',
      data: { status: 'paid', method: 'transfer', paidAt: TODAY, image: receipt, amount: total },
    });
    expect(world.db.refunds.find((row) => row.id === refund.id)?.paidBy).toBe(
      world.db.users.find((user) => user.role === 'admin')?.id,
    );
    expectRefusal(world.db, pay({ method: 'cash', paidAt: TODAY }), 409, REFUND_ALREADY_PAID_MESSAGE);
    const other = paidBooking('14:20');
    const second = cancelReservation(world.db, world.as('admin'), other.id).data.refund;
    expectRefusal(
      world.db,
      () =>
        markRefundPaid(world.db, world.as('admin'), second?.id, { method: 'transfer', paidAt: TODAY, image: receipt }),
      400,
      'Gambar tidak valid',
    );
  });
});
