import { describe, expect, it } from 'vitest';
import { afterSignInPath, carriedReturnState, signInReturnTo } from './return-to';

const from = (pathname: unknown, search: unknown = '', hash: unknown = '') => ({ from: { pathname, search, hash } });

describe('where signing in returns to', () => {
  it('goes home without a state, or with one that names no page', () => {
    expect(afterSignInPath(undefined)).toBe('/');
    expect(afterSignInPath(null)).toBe('/');
    expect(afterSignInPath({})).toBe('/');
    expect(afterSignInPath({ from: '/history' })).toBe('/');
  });

  it('returns to the page a guard left, with its query and fragment', () => {
    expect(afterSignInPath(from('/history'))).toBe('/history');
    expect(afterSignInPath(from('/dashboard/transactions', '?status=waiting', '#daftar'))).toBe(
      '/dashboard/transactions?status=waiting#daftar',
    );
    expect(afterSignInPath({ from: { pathname: '/payment/12', key: 'abc', state: null } })).toBe('/payment/12');
  });

  it('returns to the reservation page a package asked for', () => {
    expect(afterSignInPath(signInReturnTo('/reservation/3'))).toBe('/reservation/3');
  });

  it.each([
    ['another site', '//contoh.test/masuk'],
    ['another site behind a backslash', '/\\contoh.test'],
    ['another site behind a tab', '/\t/contoh.test'],
    ['an absolute address', 'https://contoh.test/'],
    ['a relative path', 'history'],
    ['the login page', '/login'],
    ['the register page', '/register'],
    ['no path', 42],
  ])('goes home rather than to %s', (_what, pathname) => {
    expect(afterSignInPath(from(pathname))).toBe('/');
  });

  it('refuses a query or fragment that is not one', () => {
    expect(afterSignInPath(from('/history', '//contoh.test'))).toBe('/');
    expect(afterSignInPath(from('/history', '', 'bagian'))).toBe('/');
  });

  it('carries a valid return between /login and /register, and nothing else', () => {
    expect(carriedReturnState(from('/history'))).toEqual({ from: { pathname: '/history', search: '', hash: '' } });
    expect(carriedReturnState(from('//contoh.test'))).toBeUndefined();
    expect(carriedReturnState(undefined)).toBeUndefined();
  });
});
