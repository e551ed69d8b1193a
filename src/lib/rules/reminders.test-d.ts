import { describe, expectTypeOf, it } from 'vitest';
import type { NotificationChannel, ReminderKind } from '../api/api-types';
import type { NOTIFICATION_CHANNELS, REMINDER_KINDS } from './reminders';

describe('the reminders’ lists', () => {
  it('name every kind and channel of the contract', () => {
    expectTypeOf<(typeof REMINDER_KINDS)[number]>().toEqualTypeOf<ReminderKind>();
    expectTypeOf<(typeof NOTIFICATION_CHANNELS)[number]>().toEqualTypeOf<NotificationChannel>();
  });
});
