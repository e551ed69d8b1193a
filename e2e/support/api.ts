import type { Page } from '@playwright/test';
import type { Account } from './app';
import { PNG_BASE64 } from './png-upload';

export interface ApiAnswer<T> {
  status: number;
  body: { data: T; message: string };
}

/**
 * Calls the API from the page, unsigned: what the worker answers, status and body. The API is found beside
 * the worker's script (the site's base), so a page at any depth (`dashboard/...`) reaches it.
 */
export async function fetchFromPage<T>(
  page: Page,
  path: string,
  init?: { method: string; body: unknown },
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ path, init }) => {
      const site = navigator.serviceWorker.controller?.scriptURL ?? document.baseURI;
      const response = await fetch(new URL(`api/v1/${path}`, site), {
        method: init?.method ?? 'GET',
        headers: { 'Content-Type': 'application/json' },
        body: init ? JSON.stringify(init.body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as { data: T; message: string } };
    },
    { path, init },
  );
}

/**
 * Calls the emulated API from inside the page (the service worker answers), signed in as an account:
 * for steps another person would take elsewhere, such as the admin validating a proof.
 */
export async function callApiAs<T>(
  page: Page,
  account: Account,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
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

interface SlotRow {
  id: number;
  time: string;
}

/**
 * The customer's side of a booking, done through the API as the app would: a reservation a week or more
 * ahead on a free slot, its transaction, an uploaded proof and the payment. Returns the transaction id.
 */
export async function bookAndSendProof(
  page: Page,
  account: Account,
  type: 'fullpayment' | 'downpayment',
  daysAhead: number,
): Promise<number> {
  return page.evaluate(
    async ({ email, password, type, daysAhead, pngBase64 }) => {
      const worker = navigator.serviceWorker.controller?.scriptURL ?? document.baseURI;
      const base = new URL('api/v1/', worker);
      const call = async <T>(path: string, init: RequestInit = {}, token?: string): Promise<T> => {
        const headers = new Headers(init.headers);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
        const response = await fetch(new URL(path, base), { ...init, headers });
        const body = (await response.json()) as { data: T; message: string };
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
        return body.data;
      };
      const { token } = await call<{ token: string }>('login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      const jakartaDay = new Date(Date.now() + 7 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
      const date = `${jakartaDay}T00:00:00.000Z`;
      const taken = new Set(
        (await call<{ timeSlot: SlotRow }[]>(`reservation/date?date=${encodeURIComponent(date)}`, {}, token)).map(
          (row) => row.timeSlot.time,
        ),
      );
      const slot = (await call<SlotRow[]>('times')).find((candidate) => !taken.has(candidate.time));
      if (!slot) throw new Error(`no free slot on ${date}`);
      const reservation = await call<{ id: number }>(
        'reservation',
        {
          method: 'POST',
          body: JSON.stringify({ date, timeId: slot.id, categoryId: 1, categoryPackageId: 1, addons: [] }),
        },
        token,
      );
      const transaction = await call<{ id: number }>(
        'transaction',
        { method: 'POST', body: JSON.stringify({ reservationId: reservation.id, type }) },
        token,
      );
      const png = Uint8Array.from(atob(pngBase64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('images', new File([png], 'bukti.png', { type: 'image/png' }));
      form.append('entity', 'transaction');
      const [image] = await call<string[]>('upload', { method: 'POST', body: form }, token);
      await call(`transaction/${transaction.id}/pay`, { method: 'POST', body: JSON.stringify({ image }) }, token);
      return transaction.id;
    },
    { email: account.email, password: account.password, type, daysAhead, pngBase64: PNG_BASE64 },
  );
}
