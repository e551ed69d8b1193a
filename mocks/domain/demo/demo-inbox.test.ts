import { describe, expect, it } from 'vitest';
import { dayFromRulesToday, DAY_MS, HOUR_MS } from '@mocks/test-kit/clock';
import { freshCustomer } from '@mocks/test-kit/customers';
import { book, payInFull } from '@mocks/test-kit/rules';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
import { slotStart } from '@/lib/rules/studio-time';
import { listReminders } from '../reminders/reminders';
import { sendDueReminders } from '../reminders/reminder-sweep';
import { DEMO_INBOX_MESSAGE, DEMO_INBOX_SIZE, demoInbox } from './demo-inbox';

const world = seededWorld();

describe('demoInbox over the seed', () => {
  it('shows the latest emails of every customer, newest first, as the admin’s list of emails orders them', () => {
    const emails = listReminders(world.db, world.as('admin'), new URLSearchParams('channel=email')).data;
    expect(emails.length).toBeGreaterThan(DEMO_INBOX_SIZE);
    expect(demoInbox(world.db)).toEqual({
      status: 200,
      message: DEMO_INBOX_MESSAGE,
      data: emails.slice(0, DEMO_INBOX_SIZE),
    });
  });
});

describe('demoInbox as reminders fall due', () => {
  startWithoutBookings(world);

  const DAY = dayFromRulesToday(3);
  /** A day before the 10:20 session of DAY, when its reminder falls due; the 11:00 one's an hour later. */
  const DUE = new Date(slotStart(DAY, '10:20').getTime() - DAY_MS);
  const LATER = new Date(slotStart(DAY, '11:00').getTime() - DAY_MS);

  /** Bookings of the demo customer (10:20) and the fresh customer (11:00) on DAY, paid: reminded of their sessions only. */
  function twoBooked() {
    const own = book(world.db, world.as('customer'), { date: DAY });
    const other = book(world.db, world.as('freshCustomer'), { date: DAY, time: '11:00' });
    payInFull(world.db, world.as('customer'), world.as('admin'), own);
    payInFull(world.db, world.as('freshCustomer'), world.as('admin'), other);
    return { own, other };
  }

  const inbox = () => demoInbox(world.db).data.map((email) => [email.reservation.id, email.customer.name]);

  it('is empty while no email was sent', () => {
    expect(demoInbox(world.db)).toEqual({ status: 200, message: DEMO_INBOX_MESSAGE, data: [] });
  });

  it('gets each email when the clock reaches its due instant, the newest on top, and no WhatsApp item', () => {
    const { own, other } = twoBooked();
    sendDueReminders(world.db, new Date(DUE.getTime() - HOUR_MS));
    expect(inbox()).toEqual([]);

    sendDueReminders(world.db, DUE);
    expect(inbox()).toEqual([[own, 'Sari Wulandari']]);

    sendDueReminders(world.db, LATER);
    expect(inbox()).toEqual([
      [other, freshCustomer.name],
      [own, 'Sari Wulandari'],
    ]);
    expect(demoInbox(world.db).data).toEqual([
      expect.objectContaining({ channel: 'email', kind: 'session-tomorrow', sentAt: LATER.toISOString() }),
      expect.objectContaining({ channel: 'email', kind: 'session-tomorrow', sentAt: DUE.toISOString() }),
    ]);
  });
});
