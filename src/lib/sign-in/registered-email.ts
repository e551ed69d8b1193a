import type { SignInReturnState } from './return-to';

/**
 * The location state of /login right after registering: the return the visitor carried (if any) and the
 * email the account was registered with, so the login form starts with it. In the state, never the address,
 * so the email stays out of the history and of any analytics that read addresses.
 */
export type RegisteredState = Partial<SignInReturnState> & { email: string };

export function registeredState(returnState: SignInReturnState | undefined, email: string): RegisteredState {
  return { ...returnState, email };
}

/** The email a location state says was just registered, or an empty one. */
export function registeredEmailOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
