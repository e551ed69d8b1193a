import { http } from 'msw';
import type { Backend } from '../backend';
import { messages } from '@/lib/rules/messages';
import { networkEffect, simulatesTrouble } from '../domain/demo/network-simulation';
import { replyWithError } from './http';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call to the API other than to the demo controls, which always answer at once. */
const isSimulatedCall = (request: Request) => /\/api\/v1\/(?!__demo\/)/.test(new URL(request.url).pathname);

/**
 * The first handler: while the demo simulates a slow or failing network, every API call but the demo
 * controls waits and fails as told, and otherwise goes on to the handler that serves it. It matches
 * nothing while the network is fine, so a call no handler serves is still reported as unhandled.
 */
export function networkSimulationHandler({ network }: Backend, sleep: Sleep) {
  return http.all(
    ({ request }) => isSimulatedCall(request) && simulatesTrouble(network.current()),
    async () => {
      // The settings are read and moved on at once, so of two calls in flight only one takes a "next" failure.
      const { delayMs, fails, settingsAfter } = networkEffect(network.current());
      if (settingsAfter) await network.replace(settingsAfter);
      if (delayMs > 0) await sleep(delayMs);
      return fails ? replyWithError(500, messages.serverError) : undefined;
    },
  );
}
