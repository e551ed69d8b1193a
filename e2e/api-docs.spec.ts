import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

/**
 * `npm run build:demo` renders docs/openapi.yaml into `<base>api-docs/` with Redoc, its scripts inlined, so the
 * reference opens without the network (CI has none) and beside the app, inside its worker's scope.
 */
test('the demo serves the API reference at <base>api-docs/, rendered from the OpenAPI document', async ({ page }) => {
  const response = await page.goto('api-docs/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /^Studio Senja API/ })).toBeVisible();
  await page.goto('api-docs/#/accounts');
  await expect(page.getByRole('heading', { name: 'Register a customer account' })).toBeVisible();
});

/**
 * Offline means no other host: Redoc's sidebar asked its CDN for the Redocly logo until the build swapped it for
 * an inline SVG (build-tools/api-docs-offline.ts). Redoc's own scripts run from blob: addresses of the page's origin.
 */
test('the API reference loads nothing from another origin', async ({ page, baseURL }) => {
  const { origin: pageOrigin } = new URL('api-docs/', baseURL);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol !== 'data:' && origin !== pageOrigin) elsewhere.push(request.url());
  });
  await page.goto('api-docs/');
  // The sidebar's badge: on a phone it sits in the closed menu, hidden but loaded all the same.
  await expect(page.getByAltText('redocly logo')).toBeAttached();
  await page.goto('api-docs/#/reservations/createreservation');
  await expect(page.getByRole('heading', { name: 'Book a slot' })).toBeVisible();
  expect(elsewhere).toEqual([]);
});

async function expectFitsAndAccessible(page: Page, label: string, width: number) {
  await expectNoSidewaysScroll(page, width, label);
  await expectNoSeriousAxeViolations(page, `${label} at ${width} px`);
}

/** Redoc's palette is darkened in docs/api-docs.hbs so its method tags, links and buttons pass WCAG AA. */
test.describe('the API reference at phone and desktop widths', () => {
  test.skip(({ isMobile }) => isMobile, 'the width is set here; once is enough');
  for (const width of [360, 1280]) {
    test(`fits ${width} px and has no serious accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('api-docs/');
      await expect(page.getByRole('heading', { level: 1, name: /^Studio Senja API/ })).toBeVisible();
      await expectFitsAndAccessible(page, 'api-docs/', width);
      await page.goto('api-docs/#/reservations/createreservation');
      await expect(page.getByRole('heading', { name: 'Book a slot' })).toBeVisible();
      await expectFitsAndAccessible(page, 'createReservation', width);
    });
  }
});
