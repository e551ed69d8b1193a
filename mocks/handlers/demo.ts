import type { Backend } from '../backend';
import { demoClockInstant } from '../domain/clock';
import { ok } from '../domain/outcome';
import { demoInbox } from '../domain/demo/demo-inbox';
import { addPastReservationsWithinCap } from '../domain/demo/demo-past-reservations';
import { startDemoOver } from '../domain/demo/demo-reset';
import type { ContractHttp } from './http';
import type { DemoRoute } from './demo-access';

/**
 * Controls of the demo itself, not of the studio: start over from the seed (the clock back at the real time), move the clock (e.g. past a
 * payment deadline), and read the emails the studio sent (the emulated inbox). Only the emulated backend
 * has them.
 */
export function demoHandlers({ store, files, clock }: Backend, api: ContractHttp, demoRoute: DemoRoute) {
  return [
    api.post(
      '/__demo/reset',
      demoRoute(async ({ json }) => {
        const body = (await json()) as { now?: unknown } | undefined;
        const at = body?.now === undefined ? undefined : demoClockInstant(body.now);
        return startDemoOver({ store, files, clock }, at);
      }),
    ),
    api.post(
      '/__demo/past-reservations',
      demoRoute(async ({ json }) => {
        const body = (await json()) as { count?: unknown } | undefined;
        return store.transact((db) => addPastReservationsWithinCap(db, body?.count, clock.now()));
      }),
    ),
    api.get(
      '/__demo/inbox',
      demoRoute(() => store.read(demoInbox)),
    ),
    api.get(
      '/__demo/clock',
      demoRoute(() =>
        Promise.resolve(ok({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }, 'Waktu demo')),
      ),
    ),
    api.post(
      '/__demo/clock',
      demoRoute(async ({ json }) => {
        const body = (await json()) as { now?: unknown; reset?: unknown } | undefined;
        if (body?.reset === true) {
          await clock.resetToRealTime();
        } else {
          await clock.travelTo(demoClockInstant(body?.now));
        }
        return ok({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }, 'Waktu demo diperbarui');
      }),
    ),
  ];
}
