/**
 * Resolves when the browser is idle, or after `timeoutMs` at the latest: work that must not compete with what
 * the page is busy with (its first paint, its own data) waits here. At once where idle callbacks are unknown.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the page has loaded (its HTML, styles, fonts and images) and then the browser is idle, or
 * `timeoutMs` after the load at the latest: for work the first screen does not show.
 */
export function whenLoadedAndIdle(timeoutMs: number): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => whenIdle(timeoutMs));
}
