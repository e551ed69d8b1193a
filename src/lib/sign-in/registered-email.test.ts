import { describe, expect, it } from 'vitest';
import { registeredEmailOf, registeredState } from './registered-email';
import { signInReturnTo } from './return-to';

describe('the email carried from registering to the login form', () => {
  it('travels with the return the visitor carried, or alone', () => {
    const state = registeredState(signInReturnTo('/profile'), 'budi@contoh.id');
    expect(state).toEqual({ ...signInReturnTo('/profile'), email: 'budi@contoh.id' });
    expect(registeredEmailOf(state)).toBe('budi@contoh.id');
    expect(registeredEmailOf(registeredState(undefined, 'budi@contoh.id'))).toBe('budi@contoh.id');
  });

  it('is empty when the state carries none', () => {
    expect(registeredEmailOf(undefined)).toBe('');
    expect(registeredEmailOf(signInReturnTo('/profile'))).toBe('');
    expect(registeredEmailOf({ email: 42 })).toBe('');
  });
});
