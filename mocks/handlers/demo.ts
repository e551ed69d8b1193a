import type { Backend } from '../backend';
import { demoClockInstant } from '../domain/clock';
import { ok } from '../domain/outcome';
import { demoInbox } from '../domain/demo/demo-inbox';
import { addPastReservationsWithinCap } from '../domain/demo/demo-past-reservations';
import { contractHttp, route } from './http';

/**
 * Controls of the demo itself, not of the studio: start over from the seed, move the clock (e.g. past a
 * payment deadline), and read the emails the studio sent (the emulated inbox). Only the emulated backend
 * has them.
 */
export function demoHandlers({ store, files, clock }: Backend) {
  return [
    contractHttp.post(
      '/__demo/reset',
      route(async () => {
        await store.reset();
        // The seed keeps no uploaded file: every one, payment proofs included, goes with the old data.
        await files.clear();
        return ok(null, 'Data demo dikembalikan ke kondisi awal');
      }),
    ),
    contractHttp.post(
      '/__demo/past-reservations',
      route(async ({ json }) => {
        const body = (await json()) as { count?: unknown } | undefined;
        return store.transact((db) => addPastReservationsWithinCap(db, body?.count, clock.now()));
      }),
    ),
    contractHttp.get(
      '/__demo/inbox',
      route(() => store.read(demoInbox)),
    ),
    contractHttp.get(
      '/__demo/clock',
      route(() => Promise.resolve(ok({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }, 'Waktu demo'))),
    ),
    contractHttp.post(
      '/__demo/clock',
      route(async ({ json }) => {
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
