/**
 * Imported first by the service worker. msw creates its cookie store when its module is evaluated, and
 * outside Node that constructor asserts that `localStorage` exists (msw 2.15, core/utils/cookieStore): a
 * service worker has none, so without this the script throws while it is evaluated and never installs. Plain
 * memory is enough: msw keeps only mocked Set-Cookie values there, and the API signs in with bearer tokens.
 */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
}
