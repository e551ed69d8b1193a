import { beforeEach, describe, expect, it } from 'vitest';
import { draftOf, insertRow, type Draft } from '../db/draft';
import { createEmptyDb, type UserRow } from '../db/schema';
import { issueToken, TOKEN_LIFETIME_MS } from './accounts/accounts';
import { LOGIN_FAILURE_WINDOW_MS, recordLoginFailure } from './accounts/login-throttle';
import { upkeep } from './upkeep';

const now = new Date('2026-11-22T03:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

const customer: UserRow = {
  id: 1,
  name: 'Sari Wulandari',
  email: 'pelanggan@studio.test',
  phone: '081234567801',
  role: 'user',
  password: { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' },
  reminderOptOuts: [],
  notes: '',
  createdAt: now.toISOString(),
};

/** A database of one customer and nothing to pay: only sessions and failed sign-ins can fall due. */
let db: Draft;
beforeEach(() => {
  db = draftOf(createEmptyDb());
  insertRow(db, 'users', customer);
});

const signIn = (at: Date) => issueToken(db, customer, at);

describe('upkeep', () => {
  it('removes the sessions that have expired, keeps the others, and says it changed something', () => {
    signIn(now);
    const fresh = signIn(later(TOKEN_LIFETIME_MS - 1000));
    expect(upkeep(db, later(TOKEN_LIFETIME_MS - 1))).toBe(false);
    expect(upkeep(db, later(TOKEN_LIFETIME_MS))).toBe(true);
    expect(db.tokens.map((row) => row.token)).toEqual([fresh]);
  });

  it('forgets failed sign-ins older than their window', () => {
    recordLoginFailure(db, 'siapa@contoh.id', now);
    expect(upkeep(db, later(LOGIN_FAILURE_WINDOW_MS - 1))).toBe(false);
    expect(upkeep(db, later(LOGIN_FAILURE_WINDOW_MS))).toBe(true);
    expect(db.loginFailures).toEqual([]);
  });

  it('answers false when time made nothing due', () => {
    signIn(now);
    expect(upkeep(db, now)).toBe(false);
  });
});
