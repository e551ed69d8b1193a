import { storageName } from '../storage-namespace';

/** `token` at `/` (as the spec names it); with the base path elsewhere, so each deployment has its own sign-in. */
const TOKEN_KEY = storageName('token', import.meta.env.BASE_URL);

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
