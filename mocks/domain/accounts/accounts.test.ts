import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import { draftOf, insertRow, nextId, type Draft } from '@mocks/db/draft';
import {
  attemptLogin,
  authenticate,
  currentUser,
  revokeToken,
  logout,
  issueToken,
  register,
  TOKEN_LIFETIME_MS,
} from './accounts';
import { DomainError } from '../errors';
import { TEST_PASSWORD_HASH_ITERATIONS } from './passwords';
import { createTestSeed } from '@mocks/test-kit/seed';
import { signInWith } from '@mocks/test-kit/sign-in';

const now = new Date('2026-11-22T03:00:00.000Z');
const newCustomer = { name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432', password: 'rahasia1' };

let db: Draft;
beforeEach(async () => {
  db = draftOf(await createTestSeed(now));
});

async function refusal(work: () => unknown): Promise<DomainError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('register', () => {
  it('creates a customer whose password is kept only as a salted hash', async () => {
    const outcome = await register(db, newCustomer, now, TEST_PASSWORD_HASH_ITERATIONS);
    expect(outcome).toMatchObject({ status: 201, message: 'Registrasi berhasil, silakan masuk' });
    expect(outcome.data).toEqual({
      id: expect.any(Number),
      name: 'Budi Santoso',
      email: 'budi@contoh.id',
      phone: '081298765432',
      role: 'user',
    });
    const stored = db.users.find((user) => user.email === 'budi@contoh.id');
    expect(stored?.password?.algorithm).toBe('PBKDF2-SHA256');
    expect(JSON.stringify(stored)).not.toContain('rahasia1');
  });

  it('hashes at the cost it is given, and signs in with the cost kept beside the hash', async () => {
    await register(db, newCustomer, now, 3);
    expect(db.users.find((user) => user.email === 'budi@contoh.id')?.password?.iterations).toBe(3);
    const session = await signInWith(db, { email: newCustomer.email, password: newCustomer.password }, now);
    expect(session.status).toBe(200);
  });

  it('ignores a role sent by the client', async () => {
    const outcome = await register(db, { ...newCustomer, role: 'admin' }, now, TEST_PASSWORD_HASH_ITERATIONS);
    expect(outcome.data.role).toBe('user');
  });

  it('keeps the email trimmed and in lower case, and signs in with it written in any case', async () => {
    const outcome = await register(
      db,
      { ...newCustomer, email: '  Budi@Contoh.ID ' },
      now,
      TEST_PASSWORD_HASH_ITERATIONS,
    );
    expect(outcome.data.email).toBe('budi@contoh.id');
    const session = await signInWith(db, { email: 'BUDI@contoh.id', password: newCustomer.password }, now);
    expect(session.status).toBe(200);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const error = await refusal(() =>
      register(db, { ...newCustomer, email: 'PELANGGAN@studio.test' }, now, TEST_PASSWORD_HASH_ITERATIONS),
    );
    expect(error).toMatchObject({ status: 409, message: 'Email sudah terdaftar' });
  });

  it.each([
    [{ ...newCustomer, name: '' }, 'Nama tidak boleh kosong'],
    [{ ...newCustomer, name: 'Bu' }, 'Nama minimal 3 karakter'],
    [{ ...newCustomer, name: 'x'.repeat(256) }, 'Nama maksimal 255 karakter'],
    [{ ...newCustomer, email: '' }, 'Email tidak boleh kosong'],
    [{ ...newCustomer, email: 'bukan-email' }, 'Email tidak valid'],
    [{ ...newCustomer, phone: '' }, 'Nomor telepon tidak boleh kosong'],
    [
      { ...newCustomer, phone: '<svg onload=alert()>' },
      'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)',
    ],
    [
      { ...newCustomer, phone: '0812-ABCD-7890' },
      'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)',
    ],
    [{ ...newCustomer, phone: '08123' }, 'Nomor telepon minimal 12 karakter'],
    [{ ...newCustomer, phone: '0'.repeat(21) }, 'Nomor telepon maksimal 20 karakter'],
    [{ ...newCustomer, password: '' }, 'Password tidak boleh kosong'],
    [{ ...newCustomer, password: '12345' }, 'Password minimal 6 karakter'],
    [{ ...newCustomer, password: 'x'.repeat(101) }, 'Password maksimal 100 karakter'],
  ])('refuses invalid input with the form message %#', async (input, message) => {
    const before = db.users.length;
    const error = await refusal(() => register(db, input, now, TEST_PASSWORD_HASH_ITERATIONS));
    expect(error).toMatchObject({ status: 400, message });
    expect(db.users).toHaveLength(before);
  });

  it('reports the first failing field in form order', async () => {
    const error = await refusal(() => register(db, {}, now, TEST_PASSWORD_HASH_ITERATIONS));
    expect(error.message).toBe('Nama tidak boleh kosong');
  });
});

describe('register, for a customer the studio added', () => {
  /** A customer the admin added while booking for them: no password, perhaps no email. */
  function addedByStudio(email: string | null) {
    const user = {
      id: nextId(db, 'users'),
      name: 'Budi (walk-in)',
      email,
      phone: '+62 812 9876 5432',
      role: 'user' as const,
    };
    insertRow(db, 'users', { ...user, password: null, reminderOptOuts: [], notes: '', createdAt: now.toISOString() });
    return user.id;
  }

  it('gives them the account when they register with the email the studio noted', async () => {
    const id = addedByStudio('Budi@Contoh.id');
    const outcome = await register(db, newCustomer, now, TEST_PASSWORD_HASH_ITERATIONS);
    expect(outcome.data).toMatchObject({ id, name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081298765432' });
    expect(db.users.filter((user) => user.email === 'budi@contoh.id')).toHaveLength(1);
    await expect(signInWith(db, newCustomer, now)).resolves.toMatchObject({ status: 200 });
  });

  it('gives them the account by their WhatsApp number when the studio noted no email', async () => {
    const id = addedByStudio(null);
    expect((await register(db, newCustomer, now, TEST_PASSWORD_HASH_ITERATIONS)).data.id).toBe(id);
  });

  it('adds a new account when the number is theirs but the studio noted another email', async () => {
    const id = addedByStudio('budi.lain@contoh.id');
    expect((await register(db, newCustomer, now, TEST_PASSWORD_HASH_ITERATIONS)).data.id).not.toBe(id);
  });

  it('never signs in as a customer without a password', async () => {
    addedByStudio('budi@contoh.id');
    const attempt = await attemptLogin(
      db,
      { email: 'budi@contoh.id', password: 'apa saja' },
      now,
      TEST_PASSWORD_HASH_ITERATIONS,
    );
    expect(attempt).toEqual({ refused: expect.objectContaining({ status: 401 }) });
  });
});

describe('login and tokens', () => {
  it('issues a random token that identifies the user for seven days', async () => {
    const { data, message } = await signInWith(
      db,
      { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
      now,
    );
    expect(message).toBe('Login berhasil');
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(authenticate(db, data.token, now).email).toBe(demoAccounts.customer.email);
    const justBeforeExpiry = new Date(now.getTime() + TOKEN_LIFETIME_MS - 1);
    expect(authenticate(db, data.token, justBeforeExpiry).email).toBe(demoAccounts.customer.email);
    const error = await refusal(() => authenticate(db, data.token, new Date(now.getTime() + TOKEN_LIFETIME_MS)));
    expect(error).toMatchObject({ status: 401, message: 'Silakan masuk terlebih dahulu' });
  });

  it('gives two logins two different tokens', async () => {
    const credentials = { email: demoAccounts.admin.email, password: demoAccounts.admin.password };
    const first = await signInWith(db, credentials, now);
    const second = await signInWith(db, credentials, now);
    expect(first.data.token).not.toBe(second.data.token);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const unknown = await refusal(() => signInWith(db, { email: 'siapa@contoh.id', password: 'apa saja' }, now));
    const wrong = await refusal(() =>
      signInWith(db, { email: demoAccounts.customer.email, password: 'salah123' }, now),
    );
    expect(unknown).toMatchObject({ status: 401, message: 'Email atau password salah' });
    expect(wrong).toMatchObject({ status: 401, message: 'Email atau password salah' });
  });

  it('validates login input with the form messages', async () => {
    await expect(refusal(() => signInWith(db, { email: '', password: 'x' }, now))).resolves.toMatchObject({
      status: 400,
      message: 'Email tidak boleh kosong',
    });
    await expect(refusal(() => signInWith(db, { email: 'a@b.co', password: '' }, now))).resolves.toMatchObject({
      status: 400,
      message: 'Password tidak boleh kosong',
    });
    await expect(
      refusal(() => signInWith(db, { email: 'pelanggan', password: 'pelanggan123' }, now)),
    ).resolves.toMatchObject({ status: 400, message: 'Email tidak valid' });
    await expect(refusal(() => signInWith(db, { email: 'a@b.co', password: '123' }, now))).resolves.toMatchObject({
      status: 400,
      message: 'Password minimal 6 karakter',
    });
  });

  it.each([
    ['an email', { email: { address: demoAccounts.customer.email }, password: demoAccounts.customer.password }],
    ['a password', { email: demoAccounts.customer.email, password: { value: demoAccounts.customer.password } }],
  ])('refuses %s of the wrong type with 400 Format data tidak valid', async (_field, input) => {
    await expect(refusal(() => attemptLogin(db, input, now, TEST_PASSWORD_HASH_ITERATIONS))).resolves.toMatchObject({
      status: 400,
      message: 'Format data tidak valid',
    });
  });

  it('opens a session for a user without a password, as a login does, and ends it', async () => {
    const admin = db.users.find((user) => user.email === demoAccounts.admin.email);
    if (!admin) throw new Error('no admin');
    const token = issueToken(db, admin, now);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(authenticate(db, token, now).id).toBe(admin.id);
    revokeToken(db, token);
    await expect(refusal(() => authenticate(db, token, now))).resolves.toMatchObject({ status: 401 });
  });

  it('refuses a missing or unknown token', async () => {
    await expect(refusal(() => authenticate(db, undefined, now))).resolves.toMatchObject({ status: 401 });
    await expect(refusal(() => authenticate(db, 'not-a-token', now))).resolves.toMatchObject({ status: 401 });
  });
});

describe('password cost', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The PBKDF2 rounds each derivation of a sign-in attempt ran. */
  async function roundsDerivedFor(email: string, passwordHashIterations: number): Promise<number[]> {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    await attemptLogin(db, { email, password: 'salah-sekali' }, now, passwordHashIterations);
    const rounds = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    derive.mockRestore();
    return rounds;
  }

  it("checks an unknown email's password at the same cost as a known one", async () => {
    await register(db, newCustomer, now, 37);
    expect(await roundsDerivedFor(newCustomer.email, 37)).toEqual([37]);
    expect(await roundsDerivedFor('siapa@contoh.id', 37)).toEqual([37]);
  });

  it('rehashes a password kept at a lower cost, at the current cost, once it is proved', async () => {
    await register(db, newCustomer, now, 3);
    const before = db.users.find((user) => user.email === newCustomer.email)?.password;
    await signInWith(db, { email: newCustomer.email, password: newCustomer.password }, now, 12);
    const after = db.users.find((user) => user.email === newCustomer.email)?.password;
    expect(after?.iterations).toBe(12);
    expect(after?.salt).not.toBe(before?.salt);
    await expect(
      signInWith(db, { email: newCustomer.email, password: newCustomer.password }, now, 12),
    ).resolves.toMatchObject({ status: 200 });
  });

  it('keeps a password hashed at a higher cost as it is', async () => {
    await register(db, newCustomer, now, 20);
    await signInWith(db, { email: newCustomer.email, password: newCustomer.password }, now, 12);
    expect(db.users.find((user) => user.email === newCustomer.email)?.password?.iterations).toBe(20);
  });
});

describe('logout', () => {
  it("revokes the caller's token at once, and no other", async () => {
    const credentials = { email: demoAccounts.customer.email, password: demoAccounts.customer.password };
    const first = (await signInWith(db, credentials, now)).data.token;
    const second = (await signInWith(db, credentials, now)).data.token;
    expect(logout(db, first, now)).toEqual({ status: 200, data: null, message: 'Logout berhasil' });
    await expect(refusal(() => authenticate(db, first, now))).resolves.toMatchObject({ status: 401 });
    expect(authenticate(db, second, now).email).toBe(demoAccounts.customer.email);
  });

  it('refuses a missing, unknown, already revoked or expired token with 401', async () => {
    const { token } = (
      await signInWith(db, { email: demoAccounts.admin.email, password: demoAccounts.admin.password }, now)
    ).data;
    const expired = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    for (const [candidate, at] of [
      [undefined, now],
      ['not-a-token', now],
      [token, expired],
    ] as const) {
      await expect(refusal(() => logout(db, candidate, at))).resolves.toMatchObject({
        status: 401,
        message: 'Silakan masuk terlebih dahulu',
      });
    }
    logout(db, token, now);
    await expect(refusal(() => logout(db, token, now))).resolves.toMatchObject({ status: 401 });
  });
});

describe('current user and roles', () => {
  it('returns the public fields and the reminder preferences only', async () => {
    const { data } = await signInWith(
      db,
      { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
      now,
    );
    const me = currentUser(db, data.token, now);
    expect(Object.keys(me.data).sort()).toEqual(['email', 'id', 'name', 'phone', 'reminderOptOuts', 'role']);
    expect(me.data.role).toBe('admin');
  });
});
