import { createElement } from 'react';
import { followBackendInstant } from '../lib/time/app-clock';
import { apiBaseUrl } from '../lib/config';
import { showDemoPanel } from '../lib/demo-slot';
import { whenIdle } from '../lib/when-idle';
import type { DemoClock } from '../lib/api/api-types';

/**
 * Sets the app clock to the backend's demo clock. The API slice's answers wait for it (see
 * lib/api/backend-ready.ts), so nothing is shown against the device's time after a time travel; that is why
 * it asks the backend directly rather than through the API slice.
 */
async function followBackendClock(): Promise<void> {
  const response = await fetch(new URL(`${apiBaseUrl}/__demo/clock`, window.location.href));
  if (!response.ok) throw new Error(`GET __demo/clock answered ${response.status}`);
  const { data } = (await response.json()) as { data: DemoClock };
  followBackendInstant(data.now);
}

async function showPanel(): Promise<void> {
  // The page's own data and images go first.
  await whenIdle(2_000);
  const { DemoPanel } = await import('./demo-panel');
  showDemoPanel((props) => createElement(DemoPanel, props));
}

/**
 * Starts demo mode once the emulated backend answers: resolves when the app follows its clock, so answers
 * can be handed over; the demo panel shows once the browser is idle and its code has loaded, which nothing
 * waits for.
 */
export async function startDemoRoom(): Promise<void> {
  try {
    await followBackendClock();
  } catch (error) {
    console.error('The demo clock could not be read; the app keeps the device time.', error);
  }
  showPanel().catch((error: unknown) => console.error('The demo panel could not load.', error));
}
