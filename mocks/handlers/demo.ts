import { http } from 'msw';
import type { Backend } from '../backend';
import { badRequest } from '../domain/errors';
import { ok } from '../domain/outcome';
import { apiPath, route } from './http';

/**
 * Controls of the demo itself, not of the studio: start over from the seed, and move the clock
 * (e.g. past a payment deadline). Only the emulated backend has them.
 */
export function demoHandlers({ store, clock }: Backend, onClockChange: () => void = () => undefined) {
  return [
    http.post(
      apiPath('__demo/reset'),
      route(async () => {
        await store.reset();
        return ok(null, 'Data demo dikembalikan ke kondisi awal');
      }),
    ),
    http.get(
      apiPath('__demo/clock'),
      route(() => Promise.resolve(ok({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }, 'Waktu demo'))),
    ),
    http.post(
      apiPath('__demo/clock'),
      route(async ({ json }) => {
        const body = (await json()) as { now?: unknown; reset?: unknown } | undefined;
        if (body?.reset === true) {
          clock.resetToRealTime();
        } else {
          const instant = typeof body?.now === 'string' ? new Date(body.now) : undefined;
          if (!instant || Number.isNaN(instant.getTime())) throw badRequest('Waktu tidak valid');
          clock.travelTo(instant);
        }
        onClockChange();
        return ok({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }, 'Waktu demo diperbarui');
      }),
    ),
  ];
}
