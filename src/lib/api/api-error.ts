/** What every failed call becomes: the HTTP status (or a transport failure) and the server's message. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'BACKEND_UNAVAILABLE';
  message: string;
}

/** The spec's fallback, in English as it names it: a failed response without a message, and the review detail page. */
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/** The fallback for every failure the spec does not name: one in the browser itself, with no message to show. */
const CLIENT_ERROR_MESSAGE = 'Terjadi kesalahan. Coba lagi.';

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/**
 * The text to show a person for any error a hook, `unwrap()` or a form's `send` can produce. A failed call
 * always carries a message (the API client's fallback at worst); `fallback` covers the rest.
 */
export function errorMessage(error: unknown, fallback = CLIENT_ERROR_MESSAGE): string {
  if (isApiError(error) && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
