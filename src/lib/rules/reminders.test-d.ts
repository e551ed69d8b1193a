import { describe, expectTypeOf, it } from 'vitest';
import type { OptionalReminderKind, ReminderChannel, ReminderKind } from '../api/api-types';
import type { OPTIONAL_REMINDER_KINDS, REMINDER_CHANNELS, REMINDER_KINDS } from './reminders';

describe('the reminders’ lists', () => {
  it('name every kind and channel of the contract', () => {
    expectTypeOf<(typeof REMINDER_KINDS)[number]>().toEqualTypeOf<ReminderKind>();
    expectTypeOf<(typeof REMINDER_CHANNELS)[number]>().toEqualTypeOf<ReminderChannel>();
    expectTypeOf<(typeof OPTIONAL_REMINDER_KINDS)[number]>().toEqualTypeOf<OptionalReminderKind>();
  });
});
