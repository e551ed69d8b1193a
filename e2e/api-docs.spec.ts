import { expect, test } from '@playwright/test';

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
