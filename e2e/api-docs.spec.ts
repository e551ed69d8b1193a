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
