import { describe, expect, it } from 'vitest';
import { expectRefusal } from '@mocks/test-kit/rules';
import { seededWorld } from '@mocks/test-kit/world';
import { currentUser } from './accounts';
import { PROFILE_UPDATED_MESSAGE, updateProfile } from './profile';

const world = seededWorld();

const optOutsOf = (who: 'customer' | 'admin') => {
  const caller = world.as(who);
  return currentUser(world.db, caller.token, caller.now).data.reminderOptOuts;
};

describe('updateProfile', () => {
  it('keeps the reminders the user opts out of, each once and in the kinds’ order, which /me then shows', () => {
    const outcome = updateProfile(world.db, world.as('customer'), {
      reminderOptOuts: ['review-request', 'payment-deadline', 'review-request'],
    });
    expect(outcome).toMatchObject({
      status: 200,
      message: PROFILE_UPDATED_MESSAGE,
      data: { name: 'Sari Wulandari', role: 'user', reminderOptOuts: ['payment-deadline', 'review-request'] },
    });
    expect(optOutsOf('customer')).toEqual(['payment-deadline', 'review-request']);
    expect(optOutsOf('admin')).toEqual([]);
  });

  it('wants every reminder again with an empty list or null', () => {
    updateProfile(world.db, world.as('customer'), { reminderOptOuts: ['balance-due'] });
    updateProfile(world.db, world.as('customer'), { reminderOptOuts: null });
    expect(optOutsOf('customer')).toEqual([]);
  });

  it.each([
    ['a missing list', {}],
    ['a list that is not one', { reminderOptOuts: 'balance-due' }],
    ['an unknown kind', { reminderOptOuts: ['ulang-tahun'] }],
    ['a kind that is not text', { reminderOptOuts: [{ kind: 'balance-due' }] }],
  ])('refuses %s (400), changing nothing', (_case, input) => {
    expectRefusal(
      world.db,
      () => updateProfile(world.db, world.as('customer'), input),
      400,
      'Jenis pengingat tidak valid',
    );
  });

  it('is for the signed-in only (401)', () => {
    expectRefusal(
      world.db,
      () => updateProfile(world.db, world.as('visitor'), { reminderOptOuts: [] }),
      401,
      'Silakan masuk terlebih dahulu',
    );
  });
});
