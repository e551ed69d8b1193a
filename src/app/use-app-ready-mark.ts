import { useEffect } from 'react';

/** The name of the User Timing mark, and the value of `<html data-app>`, once the app has drawn its first screen. */
export const APP_READY = 'app-ready';

/**
 * Marks the page once the app has rendered or hydrated its first screen: `<html data-app="app-ready">` and a
 * User Timing mark. Benchmarks refuse to score a page without it (its scripts failed, or it never started).
 */
export function useAppReadyMark(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.app === APP_READY) return;
    root.dataset.app = APP_READY;
    performance.mark(APP_READY);
  }, []);
}
