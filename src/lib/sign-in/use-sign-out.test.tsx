import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/redux-store';
import { signInAs } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { readToken } from './token-storage';
import { useSignOut } from './use-sign-out';

/** Every request the app sent during a test: its method, path and Authorization header. */
let sent: { method: string; path: string; authorization: string | null }[] = [];
const recordRequest = ({ request }: { request: Request }) => {
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    authorization: request.headers.get('Authorization'),
  });
};

beforeEach(() => {
  sent = [];
  testServer.events.on('request:start', recordRequest);
});
afterEach(() => {
  testServer.events.removeListener('request:start', recordRequest);
});

function renderSignOut() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useSignOut(), { wrapper });
  return { store, signOut: result.current };
}

const tokenExists = (token: string) => testBackend.store.read((db) => db.tokens.some((row) => row.token === token));

describe('signing out', () => {
  it('forgets the token at once and has the server revoke it with POST /logout', async () => {
    const token = await signInAs('customer');
    const { store, signOut } = renderSignOut();
    act(() => signOut());
    expect(readToken()).toBeNull();
    expect(store.getState().signIn.token).toBeNull();
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/api/v1/logout', authorization: `Bearer ${token}` }]),
    );
    await waitFor(async () => expect(await tokenExists(token)).toBe(false));
  });

  it.each([
    [
      'refuses',
      () => HttpResponse.json({ message: 'Terjadi kesalahan pada server. Coba lagi nanti.' }, { status: 500 }),
    ],
    ['never answers', () => new Promise<Response>(() => undefined)],
    ['cannot be reached', () => HttpResponse.error()],
  ])('signs out all the same when the server %s', async (_case, answer) => {
    testServer.use(http.post('*/api/v1/logout', answer));
    await signInAs('customer');
    const { store, signOut } = renderSignOut();
    act(() => signOut());
    expect(readToken()).toBeNull();
    expect(store.getState().signIn).toMatchObject({ token: null, hasSignedOut: true });
    await waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/api/v1/logout']));
  });

  it('asks nothing of the server when nobody is signed in', () => {
    const { signOut } = renderSignOut();
    act(() => signOut());
    expect(sent).toEqual([]);
  });
});
