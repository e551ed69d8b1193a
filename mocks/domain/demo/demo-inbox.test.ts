import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '@mocks/test-kit/clock';
import { freshCustomer } from '@mocks/test-kit/customers';
import { bookTwoPaidSessions, FIRST_DUE, SECOND_DUE } from '@mocks/test-kit/two-sessions';
import { seededWorld, startWithoutBookings } from '@mocks/test-kit/world';
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

  const inbox = () => demoInbox(world.db).data.map((email) => [email.reservation.id, email.customer.name, email.kind]);

  it('is empty while no email was sent', () => {
    expect(demoInbox(world.db)).toEqual({ status: 200, message: DEMO_INBOX_MESSAGE, data: [] });
  });

  it('gets each email when the clock reaches its due instant, the newest on top, and no WhatsApp item', () => {
    const { own, other } = bookTwoPaidSessions(world);
    const confirmed = [
      [other, freshCustomer.name, 'booking-confirmed'],
      [own, 'Sari Wulandari', 'booking-confirmed'],
    ];
    // Both paid already: their confirmations are due, their sessions' reminders not yet.
    sendDueReminders(world.db, new Date(FIRST_DUE.getTime() - HOUR_MS));
    expect(inbox()).toEqual(confirmed);

    sendDueReminders(world.db, FIRST_DUE);
    expect(inbox()).toEqual([[own, 'Sari Wulandari', 'session-tomorrow'], ...confirmed]);

    sendDueReminders(world.db, SECOND_DUE);
    expect(inbox()).toEqual([
      [other, freshCustomer.name, 'session-tomorrow'],
      [own, 'Sari Wulandari', 'session-tomorrow'],
      ...confirmed,
    ]);
    expect(demoInbox(world.db).data.slice(0, 2)).toEqual([
      expect.objectContaining({ channel: 'email', kind: 'session-tomorrow', sentAt: SECOND_DUE.toISOString() }),
      expect.objectContaining({ channel: 'email', kind: 'session-tomorrow', sentAt: FIRST_DUE.toISOString() }),
    ]);
    expect(demoInbox(world.db).data.every((email) => email.channel === 'email')).toBe(true);
  });
});
