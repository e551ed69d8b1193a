import { http } from 'msw';
import type { Backend } from '../backend';
import { badRequest } from '../domain/errors';
import { ok } from '../domain/outcome';
import { addPastReservations } from '../db/seed-bulk';
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
    http.post(
      apiPath('__demo/past-reservations'),
      route(async ({ json }) => {
        const body = (await json()) as { count?: unknown } | undefined;
        const count = typeof body?.count === 'number' && Number.isInteger(body.count) ? body.count : NaN;
        if (!(count >= 1 && count <= 20_000)) throw badRequest('Jumlah harus antara 1 dan 20000');
        const added = await store.transact((db) => addPastReservations(db, count, clock.now()));
        return ok({ added }, `${added} reservasi lama ditambahkan`);
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
