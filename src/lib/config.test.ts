import { afterEach, describe, expect, it, vi } from 'vitest';

async function configWith(apiUrl: string) {
  vi.stubEnv('VITE_API_URL', apiUrl);
  vi.resetModules();
  return import('./config');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('apiImageUrl', () => {
  it('leaves an image path as it is when the emulated backend serves it beside the app', async () => {
    const { apiImageUrl, usesEmulatedBackend } = await configWith('');
    expect(usesEmulatedBackend).toBe(true);
    expect(apiImageUrl('/studio/api/v1/files/abc.png')).toBe('/studio/api/v1/files/abc.png');
  });

  it("makes an upload's and a seed picture's path absolute on a real API's origin", async () => {
    const { apiImageUrl, apiBaseUrl } = await configWith('http://127.0.0.1:8787/api/v1');
    expect(apiBaseUrl).toBe('http://127.0.0.1:8787/api/v1');
    expect(apiImageUrl('/api/v1/files/abc.png')).toBe('http://127.0.0.1:8787/api/v1/files/abc.png');
    expect(apiImageUrl('/images/wedding-1.svg')).toBe('http://127.0.0.1:8787/images/wedding-1.svg');
    expect(apiImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(apiImageUrl(undefined)).toBeUndefined();
  });
});
