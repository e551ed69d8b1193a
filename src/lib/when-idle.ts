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
