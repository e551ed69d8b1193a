import { albumJourney, catchSavedArchive } from '../support/album-journey';
import { openApp, REAL_API_URL, signIn, test } from '../support/real-api';

test('the album over HTTP: chosen, filled, delivered and downloaded, files kept by npm run api; nobody else sees it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await catchSavedArchive(page);
  await albumJourney(page, {
    open: openApp,
    signIn,
    call: async (_page, path, { method = 'GET', body, token } = {}) => {
      const response = await fetch(`${REAL_API_URL}/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
    },
  });
});
