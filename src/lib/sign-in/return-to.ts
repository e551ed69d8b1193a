import type { Location } from 'react-router';
import { appRoutes } from '../app-routes';
import type { Role } from '../rules/roles';

/** The part of an address inside the app that a return keeps. */
type ReturnAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The location state of /login and /register when someone was on their way to a page that needs an
 * account: the guards put the location they left there, and sign-in goes back to it.
 */
export interface SignInReturnState {
  from: ReturnAddress;
}

/** The state to open /login with, so signing in ends at `pathname` (an address inside the app). */
export function signInReturnTo(pathname: string): SignInReturnState {
  return { from: { pathname, search: '', hash: '' } };
}

const signInPages: readonly string[] = [appRoutes.login.to(), appRoutes.register.to()];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const probeOrigin = 'http://studio.invalid';

/**
 * A path of this app, as a browser reads it: `//host`, `/\host` or one with a tab inside could lead to
 * another site, so the path must resolve to the same origin. The sign-in pages themselves are no return.
 */
function isAppPath(pathname: unknown): pathname is string {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return false;
  let resolved: URL;
  try {
    resolved = new URL(pathname, probeOrigin);
  } catch {
    return false;
  }
  return resolved.origin === probeOrigin && !signInPages.includes(resolved.pathname);
}

function partOrEmpty(value: unknown, mark: '?' | '#'): string | undefined {
  if (value === undefined || value === '') return '';
  return typeof value === 'string' && value.startsWith(mark) ? value : undefined;
}

/** The address a location state asks to return to, when it is one of this app's own pages; otherwise none. */
function returnAddressOf(state: unknown): ReturnAddress | undefined {
  if (!isRecord(state) || !isRecord(state.from)) return undefined;
  const { pathname, search, hash } = state.from;
  if (!isAppPath(pathname)) return undefined;
  const query = partOrEmpty(search, '?');
  const fragment = partOrEmpty(hash, '#');
  if (query === undefined || fragment === undefined) return undefined;
  return { pathname, search: query, hash: fragment };
}

/**
 * Where a signed-in person lands, from /login or /register: back to the page they were going to; without
 * one, an admin on the dashboard and anyone else (or someone whose role is not known yet) on the home page.
 */
export function afterSignInPath(state: unknown, role: Role | undefined): string {
  const address = returnAddressOf(state);
  if (address) return `${address.pathname}${address.search}${address.hash}`;
  return role === 'admin' ? appRoutes.dashboard.root.to() : appRoutes.home.to();
}

/** The state /login and /register pass along between each other, so the return survives signing up first. */
export function carriedReturnState(state: unknown): SignInReturnState | undefined {
  const from = returnAddressOf(state);
  return from && { from };
}
