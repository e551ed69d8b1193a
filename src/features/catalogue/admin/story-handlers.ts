import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** Story parameters that answer some calls of the emulated backend differently; for stories only. */
export const SERVER_ERROR = 'Terjadi kesalahan pada server. Coba lagi nanti.';

const api = (path: string) => `*/api/v1/${path}`;

export function storyHandlers(...handlers: HttpHandler[]) {
  return { msw: { handlers: { story: handlers } } };
}

/** A list that never arrives. */
export const neverLoads = (path: string) => storyHandlers(http.get(api(path), () => delay('infinite')));

/** A list that arrives empty. */
export const loadsEmpty = (path: string) => storyHandlers(http.get(api(path), () => HttpResponse.json({ data: [], message: 'Berhasil mengambil data' })));

/** A read the server fails. */
export const failsToLoad = (path: string, message = SERVER_ERROR, status = 500) =>
  storyHandlers(http.get(api(path), () => HttpResponse.json({ message }, { status })));

/** A write the server refuses with `message`. */
export function refuses(method: 'post' | 'put', path: string, message: string, status: number): HttpHandler {
  return http[method](api(path), () => HttpResponse.json({ message }, { status }));
}
