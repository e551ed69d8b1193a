import type { Backend } from '../backend';
import { authHandlers } from './auth';
import { demoHandlers } from './demo';

/** Every handler of the emulated backend, shared by the browser worker, the Node server and Storybook. */
export function createHandlers(backend: Backend, options: { onClockChange?: () => void } = {}) {
  return [...authHandlers(backend), ...demoHandlers(backend, options.onClockChange)];
}
