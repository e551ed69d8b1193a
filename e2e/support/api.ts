import type { Page } from '@playwright/test';
import type { Account } from './app';

export interface ApiAnswer<T> {
  status: number;
  body: { data: T; message: string };
}

/**
 * Calls the emulated API from inside the page (the service worker answers), signed in as an account:
 * for steps another person would take elsewhere, such as the admin validating a proof.
 */
export async function callApiAs<T>(page: Page, account: Account, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ email, password, method, path, body }) => {
      const worker = navigator.serviceWorker.controller?.scriptURL ?? document.baseURI;
      const base = new URL('api/v1/', worker);
      const login = await fetch(new URL('login', base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { data } = (await login.json()) as { data: { token: string } };
      const response = await fetch(new URL(path, base), {
        method,
        headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data: T; message: string } };
    },
    { email: account.email, password: account.password, method, path, body },
  );
}
