import { getResponse } from 'msw';
import type { Backend } from '../backend';
import { gatewayPayment } from '../domain/demo/demo-gateway';
import { ok } from '../domain/outcome';
import type { DemoRoute } from './demo-access';
import type { ContractHttp } from './http';
import { paymentHandlers } from './payments';

/** How often the gateway sends a notification its merchant's server failed to take (5xx): once, then twice more. */
const DELIVERY_ATTEMPTS = 3;

/**
 * `POST /__demo/gateway/pay`: the emulated gateway's sandbox pays a charge's QRIS, as the QRIS simulator asks, and
 * sends its signed notification to `POST /payments/notification` as a request of its own (through that handler,
 * as a gateway's request would reach it), again while it answers 5xx. The simulator is told what was sent and
 * what the backend answered; the server key stays in the store.
 */
export function demoGatewayHandlers(backend: Backend, api: ContractHttp, demoRoute: DemoRoute) {
  const notificationHandlers = paymentHandlers(backend, api);
  return [
    api.post(
      '/__demo/gateway/pay',
      demoRoute(async ({ request, json }) => {
        const body = await json();
        const notification = await backend.store.read((db) => gatewayPayment(db, backend.clock.now(), body));
        const address = new URL(request.url);
        address.pathname = address.pathname.replace(/__demo\/gateway\/pay$/, 'payments/notification');
        let answer: Response | undefined;
        for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS && (answer?.status ?? 500) >= 500; attempt += 1) {
          const delivery = new Request(address, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(notification),
          });
          answer = await getResponse(notificationHandlers, delivery);
        }
        const status = answer?.status ?? 500;
        const reply: unknown = answer ? await answer.json() : {};
        const said = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
        return ok({ notification, status, answer: said }, 'Pembayaran dikirim ke gateway');
      }),
    ),
  ];
}
