import { describe, expect, it } from 'vitest';
import { storageName } from './storage-namespace';

describe('storage names are namespaced by the base path', () => {
  it('keeps the name itself at the root base path, as the spec names the token key', () => {
    expect(storageName('token', '/')).toBe('token');
    expect(storageName('studio-senja-backend', '/')).toBe('studio-senja-backend');
  });

  it('adds any other base path, so two deployments on one origin keep apart', () => {
    expect(storageName('token', '/studio/')).toBe('token:/studio/');
    expect(storageName('studio-senja-backend', '/studio-staging/')).toBe('studio-senja-backend:/studio-staging/');
    expect(storageName('token', '/studio/')).not.toBe(storageName('token', '/studio-staging/'));
  });
});
