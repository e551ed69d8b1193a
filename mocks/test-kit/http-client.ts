/**
 * The handler tests' client: real `fetch` calls to the emulated backend, answered by an MSW Node server
 * that `setUpTestBackend` starts for the test file and reseeds before each test.
 *
 * These tests reach that backend only through HTTP, as a real client would. The demo endpoints give what
 * the tests need besides: `POST __demo/clock` sets the time (it then runs on from there, so instants are
 * compared to the minute) and `POST __demo/reset` with `now` reseeds at that instant.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type {
  AlbumSummary,
  Category,
  CategoryAddon,
  CategoryPackage,
  Pagination,
  Reservation,
  Review,
  TimeSlot,
  Transaction,
} from '@/lib/api/api-types';
import { slotStart } from '@/lib/rules/studio-time';
import { demoAccounts } from '../db/seed';
import type { HandlerOptions } from '../handlers/all-handlers';
import { createTestServer } from './node-server';
import { FIXED_NOW, FREE_DAY } from './clock';
import { checkAnswersAgainstContract } from './contract';
import { newCustomer, type NewCustomer } from './customers';
import { pngFile } from './png';

export const ORIGIN = 'http://localhost';
export const API_BASE = `${ORIGIN}/api/v1/`;

export const UNAUTHORIZED = 'Silakan masuk terlebih dahulu';
export const FORBIDDEN = 'Anda tidak memiliki akses';
export const NOT_FOUND = 'Data tidak ditemukan';
export const BAD_TOKEN = 'bukan-token-yang-sah';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
}

export interface ApiResult<T> {
  status: number;
  body: { data: T; message: string; pagination?: Pagination };
}

export type TokenHolder = 'admin' | 'customer' | NewCustomer;

/**
 * Encodes a form as multipart/form-data by hand. Under jsdom, Vitest hands a `FormData` to Node's fetch by
 * copying each file from jsdom's internals, which jsdom 29 no longer has: the file would arrive as the
 * text "undefined". The bytes read through the public `File` API are the real ones.
 */
async function encodeMultipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----studio-senja-${crypto.randomUUID()}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      chunks.push(encoder.encode(head), new Uint8Array(await value.arrayBuffer()), encoder.encode('\r\n'));
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A client of the API at a base URL (ending in `/`): its calls as a real client makes them. */
export function apiClientFor(base: string) {
  /** The raw response of a call to the API; `path` is relative to the API base. */
  async function send(method: Method, path: string, { token, body, form }: RequestOptions = {}): Promise<Response> {
    const headers = new Headers();
    if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (form) {
      const multipart = await encodeMultipart(form);
      headers.set('Content-Type', multipart.contentType);
      payload = multipart.body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    return fetch(new URL(path, base), { method, headers, body: payload });
  }

  /** A call to the API with its status and JSON body (`{ data, message }`, or `{ message }` when refused). */
  async function callApi<T = unknown>(
    method: Method,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const response = await send(method, path, options);
    const body = (await response.json()) as ApiResult<T>['body'];
    return { status: response.status, body };
  }

  /** A bearer token for an account that exists: signing in again once the clock has outrun a token's 7 days. */
  async function logIn({ email, password }: { email: string; password: string }): Promise<string> {
    const login = await callApi<{ token: string }>('POST', 'login', { body: { email, password } });
    expect(login.status).toBe(200);
    return login.body.data.token;
  }

  /** A bearer token for a demo account, or for a customer registered on the spot. */
  async function tokenFor(who: TokenHolder): Promise<string> {
    const account = who === 'admin' ? demoAccounts.admin : who === 'customer' ? demoAccounts.customer : who;
    if (typeof who === 'object') {
      const registered = await callApi('POST', 'register', { body: who });
      expect(registered.status).toBe(201);
    }
    return logIn(account);
  }

  return { send, callApi, logIn, tokenFor };
}

/** The in-memory test backend's client (see `setUpTestBackend`). */
export const { send, callApi, logIn, tokenFor } = apiClientFor(API_BASE);

/** The refusal the API answers: the status and `{ message }`, nothing else. */
export function refusal(status: number, message: string) {
  return { status, body: { message } };
}

/** The multipart body of `POST /upload`: `images` repeated, and the entity they are for. */
export function uploadForm(entity: string | undefined, files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  if (entity !== undefined) form.append('entity', entity);
  return form;
}

/** Uploads PNG images and answers their URLs. */
export async function uploadImages(token: string, entity: 'category' | 'transaction', count = 1): Promise<string[]> {
  const files = Array.from({ length: count }, (_, index) => pngFile(`foto-${index + 1}.png`));
  const result = await callApi<string[]>('POST', 'upload', { token, form: uploadForm(entity, files) });
  expect(result.status).toBe(201);
  return result.body.data;
}

export interface BookingRequest {
  date: string;
  timeId: number;
  categoryId: number;
  categoryPackageId: number;
  addons?: { id: number; quantity: number }[];
  voucherCode?: string;
}

/** Family photo (category 1), "Keluarga Kecil" (package 1, Rp350.000) at 10:20 (slot 1) on the free day. */
export const familyBooking: BookingRequest = { date: FREE_DAY, timeId: 1, categoryId: 1, categoryPackageId: 1 };

/** Books a reservation that must succeed, and answers it. */
export async function book(token: string, request: Partial<BookingRequest> = {}): Promise<Reservation> {
  const result = await callApi<Reservation>('POST', 'reservation', { token, body: { ...familyBooking, ...request } });
  expect(result.status).toBe(201);
  return result.body.data;
}

/** Creates the transaction of a reservation, which must succeed, and answers it. */
export async function startPayment(
  token: string,
  reservationId: number,
  type: 'fullpayment' | 'downpayment',
): Promise<Transaction> {
  const result = await callApi<Transaction>('POST', 'transaction', { token, body: { reservationId, type } });
  expect(result.status).toBe(201);
  return result.body.data;
}

/** Sends an image as the proof of a transaction's payment. */
export function payWith(token: string, transactionId: number, image: string | undefined) {
  return callApi<Transaction>('POST', `transaction/${transactionId}/pay`, { token, body: { image } });
}

/** An admin's decision on a proof of a transaction. */
export function decideProof(
  admin: string,
  transactionId: number,
  decision: 'valid' | 'invalid',
  proofId: number | undefined,
) {
  return callApi<Transaction>('PUT', `transaction/${transactionId}/${decision}/${proofId}`, { token: admin });
}

/** Uploads a proof and sends it for a transaction, which must succeed; answers the transaction. */
export async function sendProof(token: string, transactionId: number): Promise<Transaction> {
  const [image] = await uploadImages(token, 'transaction');
  const result = await payWith(token, transactionId, image);
  expect(result.status).toBe(201);
  return result.body.data;
}

/** Sets the backend's clock to an instant; it runs on from there. */
export async function travelTo(instant: string | number): Promise<void> {
  const moved = await callApi('POST', '__demo/clock', { body: { now: new Date(instant).toISOString() } });
  expect(moved.status).toBe(200);
}

/** Sets the backend's clock to the start of a booking's session: from then on the admin may mark it done. */
export function travelToSessionOf(reservation: Pick<Reservation, 'date' | 'timeSlot'>): Promise<void> {
  return travelTo(slotStart(reservation.date, reservation.timeSlot.time).getTime());
}

/**
 * A new customer's booking, paid in full, and completed by the admin once its session (weeks ahead) has
 * started: theirs to review, with its album; answers a token of the customer signed in then.
 */
export async function completedBooking(): Promise<{ customer: string; reservationId: number }> {
  const customer = await tokenFor(newCustomer);
  const admin = await tokenFor('admin');
  const reservation = await book(customer);
  const transaction = await sendProof(customer, (await startPayment(customer, reservation.id, 'fullpayment')).id);
  const [proof] = transaction.transaction_detail;
  expect((await decideProof(admin, transaction.id, 'valid', proof?.id)).status).toBe(200);
  expect((await callApi('PUT', `transaction/${transaction.id}/paid`, { token: admin })).status).toBe(200);
  await travelToSessionOf(reservation);
  const completed = await callApi('PATCH', `reservation/${reservation.id}/success`, { token: await tokenFor('admin') });
  expect(completed.status).toBe(200);
  return { customer: await logIn(newCustomer), reservationId: reservation.id };
}

/** Everything the API lets an admin list: what a refused request must leave as it was. */
async function observe(admin: string) {
  const list = async <T>(path: string) => {
    const result = await callApi<T[]>('GET', path, { token: admin });
    expect(result.status).toBe(200);
    return result.body.data;
  };
  return {
    categories: await list<Category>('categories'),
    packages: await list<CategoryPackage>('packages'),
    addons: await list<CategoryAddon>('addons'),
    times: await list<TimeSlot>('times'),
    reservations: await list<Reservation>('reservations'),
    transactions: await list<Transaction>('transactions'),
    reviews: await list<Review>('reviews'),
    albums: await list<AlbumSummary>('albums'),
  };
}

/**
 * Starts the emulated backend for the test file, with these handler options. Before each test: the clock
 * set to `FIXED_NOW` and the store reseeded for that day. After each: the clock back to the real time and
 * the network simulation off.
 */
export function setUpTestBackend(handlerOptions: HandlerOptions = {}) {
  const { server, backend } = createTestServer(undefined, handlerOptions);
  let observer: Promise<string> | undefined;
  const answers = checkAnswersAgainstContract(server);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    observer = undefined;
    const reset = await callApi('POST', '__demo/reset', { body: { now: new Date(FIXED_NOW).toISOString() } });
    expect(reset.status).toBe(200);
  });
  afterEach(async () => {
    await callApi('POST', '__demo/clock', { body: { reset: true } });
    await callApi('POST', '__demo/network', { body: { latency: 'none', failure: 'none' } });
    expect(await answers.problems(), 'answers the API contract (docs/openapi.yaml) does not describe').toEqual([]);
  });

  /** The catalogue, bookings, payments and reviews as an admin sees them. */
  async function snapshot() {
    observer ??= tokenFor('admin');
    return observe(await observer);
  }

  /**
   * Sends a request that must be refused with this status and message, and checks it changed nothing;
   * `who` names the caller in a failure.
   */
  async function expectRefused(
    send: () => Promise<ApiResult<unknown>>,
    status: number,
    message: string,
    who?: string,
  ): Promise<void> {
    const before = await snapshot();
    const result = await send();
    expect(result, who).toEqual(refusal(status, message));
    const after = await snapshot();
    // The same JSON is the same data; only when it differs does the deep comparison run, for its diff.
    if (JSON.stringify(after) !== JSON.stringify(before)) expect(after).toEqual(before);
  }

  /**
   * A record read at `path` (`{entity}/{id}`): its owner and admins get it whole with this message, another
   * customer is refused (403), a visitor too (401), and the owner gets 404 for an unknown id.
   */
  async function expectOwnerAndAdminsRead(path: string, owner: string, data: unknown, message: string) {
    expect(await callApi('GET', path, { token: owner })).toEqual({ status: 200, body: { data, message } });
    expect((await callApi('GET', path, { token: await tokenFor('admin') })).body.data).toEqual(data);
    const stranger = await tokenFor('customer');
    await expectRefused(() => callApi('GET', path, { token: stranger }), 403, FORBIDDEN);
    await expectRefused(() => callApi('GET', path), 401, UNAUTHORIZED);
    const unknown = path.replace(/\/\d+$/, '/9999');
    await expectRefused(() => callApi('GET', unknown, { token: owner }), 404, NOT_FOUND);
  }

  return { backend, snapshot, expectRefused, expectOwnerAndAdminsRead };
}
