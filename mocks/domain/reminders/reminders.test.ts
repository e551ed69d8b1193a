import { describe, expect, it } from 'vitest';
import { HOUR_MS, NOW } from '@mocks/test-kit/clock';
import { expectRefusal } from '@mocks/test-kit/rules';
import { bookTwoPaidSessions, FIRST_DUE, SECOND_DUE, SESSIONS_DAY } from '@mocks/test-kit/two-sessions';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { cancelReservation } from '../reservations/reservations';
import {
  EMAIL_SENT_BY_ITSELF_MESSAGE,
  listReminders,
  MARKED_SENT_MESSAGE,
  markReminderSent,
  NO_LONGER_DUE_MESSAGE,
  REMINDER_FILTER_INVALID_MESSAGE,
  REMINDERS_MESSAGE,
} from './reminders';
import { sendDueReminders } from './reminder-sweep';

const world = seededWorld();
startWithoutBookings(world);

/** The two sessions booked and paid, their customers reminded of them. */
function twoReminded() {
  const booked = bookTwoPaidSessions(world);
  sendDueReminders(world.db, FIRST_DUE);
  sendDueReminders(world.db, SECOND_DUE);
  return booked;
}

const list = (who: 'admin' | 'customer', query = '') =>
  listReminders(world.db, world.as(who, SECOND_DUE), new URLSearchParams(query));
const queued = () => world.db.reminders.filter((row) => row.channel === 'whatsapp' && row.sentAt === null);

describe('listReminders', () => {
  it('gives a customer the emails sent to them, newest first, with their booking and name', () => {
    const { own } = twoReminded();
    const outcome = list('customer');
    expect(outcome).toMatchObject({ status: 200, message: REMINDERS_MESSAGE });
    expect(outcome.data).toEqual([
      expect.objectContaining({
        kind: 'session-tomorrow',
        channel: 'email',
        status: 'sent',
        sentAt: FIRST_DUE.toISOString(),
        customer: { id: world.idOf('customer'), name: 'Sari Wulandari' },
        reservation: { id: own, date: SESSIONS_DAY, time: '10:20' },
      }),
      // Made by the same upkeep, before the session's: the booking was paid before.
      expect.objectContaining({ kind: 'booking-confirmed', channel: 'email', sentAt: FIRST_DUE.toISOString() }),
    ]);
    expect(list('customer', 'channel=whatsapp').data).toEqual([]);
  });

  it('gives the admin every reminder, newest first, and the queue with channel=whatsapp&status=due', () => {
    const { own, other } = twoReminded();
    const all = list('admin').data;
    // The first upkeep confirms both paid bookings and reminds of the first session; the second of the other.
    expect(all.map((row) => [row.reservation.id, row.kind, row.channel, row.status])).toEqual([
      [other, 'session-tomorrow', 'whatsapp', 'due'],
      [other, 'session-tomorrow', 'email', 'sent'],
      [other, 'booking-confirmed', 'whatsapp', 'due'],
      [other, 'booking-confirmed', 'email', 'sent'],
      [own, 'session-tomorrow', 'whatsapp', 'due'],
      [own, 'session-tomorrow', 'email', 'sent'],
      [own, 'booking-confirmed', 'whatsapp', 'due'],
      [own, 'booking-confirmed', 'email', 'sent'],
    ]);
    expect(list('admin', 'channel=whatsapp&status=due').data.map((row) => row.reservation.id)).toEqual([
      other,
      other,
      own,
      own,
    ]);
    expect(list('admin', 'status=sent').data.every((row) => row.channel === 'email')).toBe(true);
    expect(list('admin', 'channel=&status=').data).toHaveLength(8);
  });

  it('never lists an item withdrawn from the queue', () => {
    const { own } = twoReminded();
    cancelReservation(world.db, world.as('admin', SECOND_DUE), own);
    sendDueReminders(world.db, SECOND_DUE);
    expect(list('admin', 'channel=whatsapp').data.map((row) => row.reservation.id)).not.toContain(own);
  });

  it('pages and searches as every list does', () => {
    const { own, other } = twoReminded();
    expect(list('admin', 'page=3&pageSize=3')).toMatchObject({
      data: [
        expect.objectContaining({ reservation: expect.objectContaining({ id: own }), channel: 'whatsapp' }),
        expect.objectContaining({ reservation: expect.objectContaining({ id: own }), channel: 'email' }),
      ],
      pagination: { page: 3, pageSize: 3, itemCount: 8, pageCount: 3 },
    });
    expect(list('admin', `q=%23${other}`).data.map((row) => row.reservation.id)).toEqual(Array(4).fill(other));
    expect(list('admin', 'q=sari%20WULANDARI').data.map((row) => row.reservation.id)).toEqual(Array(4).fill(own));
    expect(list('customer', 'page=1').pagination).toEqual({ page: 1, pageSize: 10, itemCount: 2, pageCount: 1 });
    expectRefusal(world.db, () => list('customer', 'pageSize=1000'), 400, 'Jumlah data per halaman harus 1 sampai 100');
  });

  it.each(['channel=sms', 'status=DUE', 'status=withdrawn'])('refuses the filter %s (400)', (query) => {
    expectRefusal(world.db, () => list('admin', query), 400, REMINDER_FILTER_INVALID_MESSAGE);
  });

  it('is for the signed-in only (401)', () => {
    expectRefusal(
      world.db,
      () => listReminders(world.db, world.as('visitor'), new URLSearchParams()),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });
});

describe('markReminderSent', () => {
  const mark = (id: number, at = SECOND_DUE) => markReminderSent(world.db, world.as('admin', at), id);

  it('marks a queued WhatsApp item sent now, which leaves the queue; a repeat answers it as it is', () => {
    twoReminded();
    const [item] = queued();
    if (!item) throw new Error('nothing queued');
    const outcome = mark(item.id);
    expect(outcome).toMatchObject({
      status: 200,
      message: MARKED_SENT_MESSAGE,
      data: { id: item.id, status: 'sent', sentAt: SECOND_DUE.toISOString() },
    });
    expect(list('admin', 'status=due').data.map((row) => row.id)).not.toContain(item.id);
    expect(mark(item.id, new Date(SECOND_DUE.getTime() + HOUR_MS)).data).toEqual(outcome.data);
  });

  it('refuses an email (sent when made) and an item withdrawn from the queue (409)', () => {
    const { own } = twoReminded();
    const email = world.db.reminders.find((row) => row.channel === 'email');
    const whatsapp = queued().find((row) => row.reservationId === own);
    if (!email || !whatsapp) throw new Error('the reminders are missing');
    expectRefusal(world.db, () => mark(email.id), 409, EMAIL_SENT_BY_ITSELF_MESSAGE);
    cancelReservation(world.db, world.as('admin', SECOND_DUE), own);
    sendDueReminders(world.db, SECOND_DUE);
    expectRefusal(world.db, () => mark(whatsapp.id), 409, NO_LONGER_DUE_MESSAGE);
  });

  it('is the admin’s (403 for a customer, 401 for a visitor), and an unknown item is 404', () => {
    twoReminded();
    const [item] = queued();
    const id = item?.id ?? 0;
    expectRefusal(
      world.db,
      () => markReminderSent(world.db, world.as('customer', NOW), id),
      403,
      'Anda tidak memiliki akses',
    );
    expectRefusal(
      world.db,
      () => markReminderSent(world.db, world.as('visitor', NOW), id),
      401,
      'Silakan masuk terlebih dahulu',
    );
    expectRefusal(world.db, () => mark(999), 404, 'Data tidak ditemukan');
  });
});
