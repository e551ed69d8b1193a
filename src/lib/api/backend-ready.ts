/**
 * API calls wait here until the backend can answer: at once for a real API, and once the mock
 * service worker is running for the emulated one. The app shell renders without waiting.
 */
let settle: { resolve: () => void; reject: (reason: Error) => void } | undefined;

const ready = new Promise<void>((resolve, reject) => {
  settle = { resolve, reject };
});
ready.catch(() => undefined);

export function markBackendReady(): void {
  settle?.resolve();
}

export function markBackendFailed(reason: Error): void {
  settle?.reject(reason);
}

export function whenBackendReady(): Promise<void> {
  return ready;
}
