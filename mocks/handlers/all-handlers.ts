import type { HttpHandler } from 'msw';
import type { Backend } from '../backend';
import { albumHandlers } from './albums';
import { catalogueHandlers } from './catalogue';
import { closureHandlers } from './closures';
import { customerHandlers } from './customers';
import { dashboardHandlers } from './dashboard';
import { digestHandlers } from './digests';
import { demoHandlers } from './demo';
import { demoGatewayHandlers } from './demo-gateway';
import { demoControlsOffHandler, demoRoute, type DemoControls } from './demo-access';
import { demoNetworkHandlers } from './demo-network';
import { reminderHandlers } from './reminders';
import { reportHandlers } from './reports';
import { refundHandlers } from './refunds';
import { paymentHandlers } from './payments';
import { voucherHandlers } from './vouchers';
import { demoScenarioHandlers } from './demo-scenarios';
import { eventHandlers } from './events';
import { ANY_API_BASE, contractHttpAt } from './http';
import { networkSimulationHandler, realSleep, type Sleep } from './network-simulation';
import { reservationHandlers } from './reservations';
import { reviewHandlers } from './reviews';
import { settingsHandlers } from './settings';
import { accountHandlers } from './accounts';
import { transactionHandlers } from './transactions';
import { uploadHandlers } from './uploads';

export interface HandlerOptions {
  /** How the simulated network waits; tests pass one that does not. */
  sleep?: Sleep;
  /**
   * The API's base, `https://host/base/api/v1`: a host serves exactly its own, so nothing before `api/v1/` but
   * its base is taken for a documented path. Tests and Storybook serve any (`ANY_API_BASE`).
   */
  apiBase?: string;
  /** Who may use the demo controls: anyone unless told otherwise (see `DemoControls`). */
  demoControls?: DemoControls;
}

const studioHandlers = [
  accountHandlers,
  catalogueHandlers,
  customerHandlers,
  reservationHandlers,
  closureHandlers,
  settingsHandlers,
  reminderHandlers,
  digestHandlers,
  refundHandlers,
  paymentHandlers,
  voucherHandlers,
  transactionHandlers,
  reviewHandlers,
  albumHandlers,
  dashboardHandlers,
  reportHandlers,
  uploadHandlers,
  eventHandlers,
];

const demoControlHandlers = [demoHandlers, demoNetworkHandlers, demoScenarioHandlers];

/** Every handler of the emulated backend, shared by the browser worker, the Node server and Storybook. */
export function createHandlers(
  backend: Backend,
  { sleep = realSleep, apiBase = ANY_API_BASE, demoControls = 'open' }: HandlerOptions = {},
): HttpHandler[] {
  const api = contractHttpAt(apiBase);
  const demo =
    demoControls === 'off'
      ? [demoControlsOffHandler(apiBase)]
      : [
          ...demoControlHandlers.flatMap((handlers) => handlers(backend, api, demoRoute(backend, demoControls))),
          // The gateway's sandbox is no control of the studio's: like a banking app, whoever holds a charge's QRIS
          // may pay it (the customer's simulator, signed in as the customer or not), wherever the demo is on.
          ...demoGatewayHandlers(backend, api, demoRoute(backend, 'open')),
        ];
  return [
    networkSimulationHandler(backend, sleep),
    ...studioHandlers.flatMap((handlers) => handlers(backend, api)),
    ...demo,
  ];
}
