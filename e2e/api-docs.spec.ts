import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label} at ${width} px`).toBeLessThanOrEqual(width);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${label} at ${width} px`,
  ).toEqual([]);
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
