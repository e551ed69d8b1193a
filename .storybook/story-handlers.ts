import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** The emulated backend's answer to a request it failed on. */
export const SERVER_ERROR = 'Terjadi kesalahan pada server. Coba lagi nanti.';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The address of an API path (`categories`, `category/:id`), whatever origin the API is served from. */
export const apiUrl = (path: string) => `*/api/v1/${path}`;

/** Story parameters that answer some calls of the emulated backend differently: the first handler that matches answers. */
export function storyHandlers(...handlers: HttpHandler[]) {
  return { msw: { handlers: { story: handlers } } };
}

/** A call answered `{ data, message }`, with this status. */
export function answer(
  path: string,
  data: unknown,
  message = 'Berhasil mengambil data',
  { method = 'get', status = 200 }: { method?: Method; status?: number } = {},
): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json({ data, message }, { status }));
}

/**
 * A list read answered as its only page, `{ data, message, pagination }`: the rows given, however many the
 * call asked a page to hold.
 */
export function answerPage(path: string, rows: unknown[], message = 'Berhasil mengambil data'): HttpHandler {
  return http.get(apiUrl(path), ({ request }) => {
    const pageSize = Number(new URL(request.url).searchParams.get('pageSize') ?? 10);
    const pagination = { page: 1, pageSize, itemCount: rows.length, pageCount: Math.ceil(rows.length / pageSize) };
    return HttpResponse.json({ data: rows, message, pagination });
  });
}

/** A call the server refuses or fails with `{ message }` and this status. */
export function fail(path: string, status: number, message = SERVER_ERROR, method: Method = 'get'): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json({ message }, { status }));
}

/** A call that never gets an answer: the page stays loading (or sending). */
export function hang(path: string, method: Method = 'get'): HttpHandler {
  return http[method](apiUrl(path), () => delay('infinite'));
}

/** A list that never arrives. */
export const neverLoads = (path: string) => storyHandlers(hang(path));

/** A list that arrives empty. */
export const loadsEmpty = (path: string) => storyHandlers(answer(path, []));

/** A list the server pages that arrives empty: no item matches. */
export const loadsEmptyPage = (path: string) => storyHandlers(answerPage(path, []));

/** A read the server fails. */
export const failsToLoad = (path: string, message = SERVER_ERROR, status = 500) =>
  storyHandlers(fail(path, status, message));
