import type { Backend } from '../backend';
import { catalogueHandlers } from './catalogue';
import { closureHandlers } from './closures';
import { dashboardHandlers } from './dashboard';
import { demoHandlers } from './demo';
import { demoNetworkHandlers } from './demo-network';
import { notificationHandlers } from './notifications';
import { demoScenarioHandlers } from './demo-scenarios';
import { networkSimulationHandler, realSleep, type Sleep } from './network-simulation';
import { reservationHandlers } from './reservations';
import { reviewHandlers } from './reviews';
import { sessionHandlers } from './session';
import { transactionHandlers } from './transactions';
import { uploadHandlers } from './uploads';

export interface HandlerOptions {
  /** How the simulated network waits; tests pass one that does not. */
  sleep?: Sleep;
}

/** Every handler of the emulated backend, shared by the browser worker, the Node server and Storybook. */
export function createHandlers(backend: Backend, { sleep = realSleep }: HandlerOptions = {}) {
  return [
    networkSimulationHandler(backend, sleep),
    ...sessionHandlers(backend),
    ...catalogueHandlers(backend),
    ...reservationHandlers(backend),
    ...closureHandlers(backend),
    ...notificationHandlers(backend),
    ...transactionHandlers(backend),
    ...reviewHandlers(backend),
    ...dashboardHandlers(backend),
    ...uploadHandlers(backend),
    ...demoHandlers(backend),
    ...demoNetworkHandlers(backend),
    ...demoScenarioHandlers(backend),
  ];
}
