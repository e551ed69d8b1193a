/** What every failed call becomes: the HTTP status (or a transport failure) and the server's message. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'BACKEND_UNAVAILABLE';
  message: string;
}

export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The text to show a person for any error a hook or `unwrap()` can produce. */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (isApiError(error) && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
