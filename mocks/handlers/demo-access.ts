import { http, type HttpHandler } from 'msw';
import type { Backend } from '../backend';
import { requireAdmin } from '../domain/accounts/access';
import type { Outcome } from '../domain/outcome';
import { replyWithError, route, type RequestContext } from './http';

/**
 * Who may use the demo controls (`__demo/*`): anyone, as in the browser's demo, the tests and Storybook; the
 * admin only, on a server started for a demo (`npm run api -- --demo`); or nobody, on a server others share.
 */
export type DemoControls = 'open' | 'admin' | 'off';

export const DEMO_CONTROLS_OFF_MESSAGE =
  'Kontrol demo tidak aktif di server ini. Jalankan server dengan `npm run api -- --demo` untuk memakainya.';

/**
 * `route` for a demo control: as it is where the controls are open, behind the admin's token (401, 403) where
 * they are the admin's. The check reads the store as it is, before the control acts.
 */
export function demoRoute({ store, clock }: Backend, controls: Exclude<DemoControls, 'off'>) {
  return <T = never, Reply extends Response = never>(
    answer: (context: RequestContext) => Promise<Outcome<T> | Reply>,
  ) =>
    route<T, Reply>(async (context) => {
      if (controls === 'admin') await store.read((db) => requireAdmin(db, { token: context.token, now: clock.now() }));
      return answer(context);
    });
}

export type DemoRoute = ReturnType<typeof demoRoute>;

/** Where the controls are off, every `__demo/*` path answers 404 and says how to turn them on. */
export function demoControlsOffHandler(apiBase: string): HttpHandler {
  return http.all(`${apiBase}/__demo/*`, () => replyWithError(404, DEMO_CONTROLS_OFF_MESSAGE));
}
