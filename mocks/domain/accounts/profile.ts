import type { Profile } from '@/lib/api/api-types';
import { profileSchema } from '@/lib/forms/schemas';
import { orderedReminderKinds } from '@/lib/rules/reminders';
import { updateRow, type Draft } from '@mocks/db/draft';
import { ok, type Outcome } from '../outcome';
import { validate } from '../validation';
import { signedIn, type Caller } from './access';
import { toProfile } from './accounts';

export const PROFILE_UPDATED_MESSAGE = 'Profil berhasil diperbarui';

/**
 * `PATCH /me`: the signed-in user changes their own profile: today the kinds of reminder they do not want,
 * which replace the stored ones (each kept once). The reminders' upkeep honours them from the next request on,
 * withdrawing their queued WhatsApp items of those kinds.
 */
export function updateProfile(db: Draft, caller: Caller, input: unknown): Outcome<Profile> {
  const user = signedIn(db, caller);
  const { reminderOptOuts } = validate(profileSchema, input);
  const updated = updateRow(db, 'users', user, { reminderOptOuts: orderedReminderKinds(reminderOptOuts) });
  return ok(toProfile(updated), PROFILE_UPDATED_MESSAGE);
}
