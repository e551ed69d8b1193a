import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { FALLBACK_ERROR_MESSAGE, type ApiError } from './api-error';
import type { Pagination } from './api-types';
import { whenAnswersMayBeShown, whenBackendReady } from './backend-ready';
import { apiBaseUrl } from '../config';
import { readToken } from '../sign-in/token-storage';

/** Every response of the API: the payload and a message meant for a person. */
export interface ApiEnvelope<T> {
  data: T;
  message: string;
}

/** A list's answer when asked for a page: the page's items, and `pagination` beside them. */
export interface PagedEnvelope<T> extends ApiEnvelope<T[]> {
  pagination: Pagination;
}

/** One page of a list as the app keeps it: its rows, and where they sit in the list. */
export interface ListPage<T> {
  rows: T[];
  pagination: Pagination;
}

/** Why the emulated backend did not start (its service worker was refused or too slow), and what to do. */
const BACKEND_UNAVAILABLE_MESSAGE =
  'Layanan demo tidak dapat dimulai: browser ini tidak menjalankan service worker-nya (jendela pribadi, kebijakan ' +
  'browser, atau perangkat yang sedang sibuk). Muat ulang halaman; bila tetap gagal, buka di jendela biasa atau browser lain.';

export const tagTypes = [
  'Me',
  'Category',
  'Package',
  'Addon',
  'TimeSlot',
  'Reservation',
  'Transaction',
  'Review',
  'ClosedDays',
  'Reminder',
  'Album',
  'Customer',
  'Settings',
  'Refund',
  'Voucher',
  'Payment',
  'Digest',
] as const;

let fetchFromApi: ReturnType<typeof fetchBaseQuery> | undefined;

/** The base URL is resolved against the page at the first call, so a relative one also works under Node. */
function apiFetcher(): ReturnType<typeof fetchBaseQuery> {
  fetchFromApi ??= fetchBaseQuery({
    baseUrl: new URL(apiBaseUrl, globalThis.location.href).toString(),
    prepareHeaders: (headers) => {
      const token = readToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  return fetchFromApi;
}

function messageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message) return message;
  }
  return FALLBACK_ERROR_MESSAGE;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  try {
    await whenBackendReady();
  } catch {
    return { error: { status: 'BACKEND_UNAVAILABLE', message: BACKEND_UNAVAILABLE_MESSAGE } };
  }
  const result = await apiFetcher()(args, api, extraOptions);
  await whenAnswersMayBeShown();
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    return { error: { status: error.status, message: messageOf(error.data) }, meta: result.meta };
  }
  const status = error.status === 'PARSING_ERROR' ? 'PARSING_ERROR' : 'FETCH_ERROR';
  return { error: { status, message: FALLBACK_ERROR_MESSAGE }, meta: result.meta };
};

/** The one API of the app: features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/** Reads the payload out of an envelope, for queries whose message is not shown. */
export function dataOf<T>(response: ApiEnvelope<T>): T {
  return response.data;
}

/**
 * Reads a list out of an envelope, frozen: the store's immer then takes it as it is instead of walking
 * every row, which keeps a list of thousands of rows (the admin's reservations) quick to arrive.
 */
export function listOf<T>(response: ApiEnvelope<T[]>): T[] {
  return Object.freeze(response.data) as T[];
}

/** Reads a page out of its envelope, its rows frozen as `listOf` freezes a list. */
export function pageOf<T>(response: PagedEnvelope<T>): ListPage<T> {
  return { rows: listOf(response), pagination: response.pagination };
}
