import { fetchFromPage } from './support/api';
import { openApp, signIn } from './support/app';
import { albumJourney, catchSavedArchive } from './support/album-journey';
import { test } from './support/studio-clock';

test('the customer chooses and sends, the admin puts originals and edits in and delivers, the customer downloads; nobody else sees it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await catchSavedArchive(page);
  await albumJourney(page, {
    open: openApp,
    signIn,
    call: (onPage, path, { method = 'GET', body, token } = {}) =>
      token === undefined
        ? fetchFromPage(onPage, path, { method, body })
        : onPage.evaluate(
            async ({ path, token }) => {
              const base = new URL('api/v1/', navigator.serviceWorker.controller!.scriptURL);
              const response = await fetch(new URL(path, base), { headers: { Authorization: `Bearer ${token}` } });
              return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
            },
            { path, token },
          ),
  });
});
