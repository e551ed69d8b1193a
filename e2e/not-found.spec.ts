import { expect, test } from './support/studio-clock';
import { expectHomePage, openApp } from './support/app';

const notFoundHeading = { level: 1, name: '404 Page Not Found!' } as const;

test('an unknown path reached inside the app shows the 404 page, with a way home', async ({ page }) => {
  await openApp(page);
  await expectHomePage(page);

  await page.evaluate(() => {
    window.history.pushState(null, '', 'tidak-ada');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('tidak-ada');
  await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();

  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expectHomePage(page);
});

test('a deep unknown path shows the 404 page', async ({ page }) => {
  await openApp(page, 'tidak/ada/sama/sekali');
  await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Studio Senja — Beranda' })).toBeVisible();
});

test('the server answers an unknown path with status 404 and the 404 page', async ({ page }) => {
  const response = await page.goto('tidak-ada');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', notFoundHeading)).toBeVisible();
});
