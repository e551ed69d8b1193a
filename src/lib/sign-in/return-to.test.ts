import { describe, expect, it } from 'vitest';
import { afterSignInPath, carriedReturnState, signInReturnTo } from './return-to';

const from = (pathname: unknown, search: unknown = '', hash: unknown = '') => ({ from: { pathname, search, hash } });

describe('where a signed-in person lands', () => {
  it('takes an admin to the dashboard and anyone else home, when no page was asked for', () => {
    expect(afterSignInPath(undefined, 'admin')).toBe('/dashboard');
    expect(afterSignInPath(from('//contoh.test/masuk'), 'admin')).toBe('/dashboard');
    expect(afterSignInPath(undefined, 'user')).toBe('/');
    expect(afterSignInPath(undefined, undefined)).toBe('/');
  });

  it('returns an admin, as anyone, to the page they were going to', () => {
    expect(afterSignInPath(from('/dashboard/reviews'), 'admin')).toBe('/dashboard/reviews');
    expect(afterSignInPath(signInReturnTo('/reservation/3'), 'admin')).toBe('/reservation/3');
    expect(afterSignInPath(from('/history'), undefined)).toBe('/history');
  });

  it('goes home without a state, or with one that names no page', () => {
    expect(afterSignInPath(undefined, 'user')).toBe('/');
    expect(afterSignInPath(null, 'user')).toBe('/');
    expect(afterSignInPath({}, 'user')).toBe('/');
    expect(afterSignInPath({ from: '/history' }, 'user')).toBe('/');
  });

  it('returns to the page a guard left, with its query and fragment', () => {
    expect(afterSignInPath(from('/history'), 'user')).toBe('/history');
    expect(afterSignInPath(from('/dashboard/transactions', '?status=waiting', '#daftar'), 'user')).toBe(
      '/dashboard/transactions?status=waiting#daftar',
    );
    expect(afterSignInPath({ from: { pathname: '/payment/12', key: 'abc', state: null } }, 'user')).toBe('/payment/12');
  });

  it('returns to the reservation page a package asked for', () => {
    expect(afterSignInPath(signInReturnTo('/reservation/3'), 'user')).toBe('/reservation/3');
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
    expect(afterSignInPath(from(pathname), 'user')).toBe('/');
  });

  it('refuses a query or fragment that is not one', () => {
    expect(afterSignInPath(from('/history', '//contoh.test'), 'user')).toBe('/');
    expect(afterSignInPath(from('/history', '', 'bagian'), 'user')).toBe('/');
  });

  it('carries a valid return between /login and /register, and nothing else', () => {
    expect(carriedReturnState(from('/history'))).toEqual({ from: { pathname: '/history', search: '', hash: '' } });
    expect(carriedReturnState(from('//contoh.test'))).toBeUndefined();
    expect(carriedReturnState(undefined)).toBeUndefined();
  });
});
