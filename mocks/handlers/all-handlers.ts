import type { Backend } from '../backend';
import { authHandlers } from './auth';
import { bookingHandlers } from './bookings';
import { catalogueHandlers } from './catalogue';
import { demoHandlers } from './demo';
import { uploadHandlers } from './uploads';

/** Every handler of the emulated backend, shared by the browser worker, the Node server and Storybook. */
export function createHandlers(backend: Backend, options: { onClockChange?: () => void } = {}) {
  return [
    ...authHandlers(backend),
    ...catalogueHandlers(backend),
    ...bookingHandlers(backend),
    ...uploadHandlers(backend),
    ...demoHandlers(backend, options.onClockChange),
  ];
}
