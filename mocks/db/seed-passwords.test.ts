import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWith } from '../test-kit/sign-in';
import { createSeed, demoAccounts } from './seed';
import { draftOf } from './draft';

const now = new Date('2026-11-22T03:00:00.000Z');
/** A cost no other test seeds at, so no hash of it is made before this file runs. */
const ITERATIONS = 11;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the seed's passwords", () => {
  it('hashes each distinct password once, two hashes for all its people, and reuses them at the next seed', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const derivations = () =>
      derive.mock.calls.filter(([params]) => (params as Pbkdf2Params).iterations === ITERATIONS).length;
    const db = draftOf(await createSeed({ now, assetBase: '/', passwordHashIterations: ITERATIONS, history: false }));
    expect(db.users.length).toBeGreaterThan(2);
    expect(derivations()).toBe(2);
    await createSeed({ now, assetBase: '/', passwordHashIterations: ITERATIONS, history: false });
    expect(derivations()).toBe(2);
  });

  it('lets the demo admin and every customer sign in with their password', async () => {
    const db = draftOf(await createSeed({ now, assetBase: '/', passwordHashIterations: ITERATIONS, history: false }));
    const password = (role: string) =>
      role === 'admin' ? demoAccounts.admin.password : demoAccounts.customer.password;
    for (const user of db.users) {
      await expect(
        signInWith(db, { email: user.email ?? '', password: password(user.role) }, now, ITERATIONS),
      ).resolves.toMatchObject({ status: 200 });
    }
  });
});
