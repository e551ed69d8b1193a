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

/**
 * Resolves in a task of its own, right after the browser's turn (input, painting): a message to the page itself,
 * which the browser does not hold back as it holds a timer set from a timer (4 ms from the fifth on).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
