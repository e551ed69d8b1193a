import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-clock';
import { callApiAs } from './support/api';
import { demoAccounts, holdScripts, openApp, waitForEmulatedBackend } from './support/app';
import { consoleProblems } from './support/page-checks';

/** The seed's categories, as the catalogue page's HTML draws them. */
const seedCategories = ['Foto Keluarga', 'Wisuda', 'Prewedding', 'Maternity', 'Foto Produk', 'Pas Foto'];

const card = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** From a catalogue page, the admin renames 'Foto Keluarga' (category 1) to 'Keluarga Besar'. */
async function renameTheFirstCategory(page: Page, from: string): Promise<void> {
  const admin = demoAccounts.admin;
  await openApp(page, from);
  const { body } = await callApiAs<{ images: string[] }>(page, admin, 'GET', 'category/1');
  const renamed = await callApiAs(page, admin, 'PUT', 'category/1', {
    name: 'Keluarga Besar',
    images_url: body.data.images,
  });
  expect(renamed.status).toBe(200);
}

test("the catalogue arrives with the studio's categories, shown before any script runs, then hydrated", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const startApp = await holdScripts(page);

  await page.goto('category', { waitUntil: 'commit' });
  for (const name of seedCategories) await expect(card(page, name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  startApp();
  await waitForEmulatedBackend(page);
  for (const name of seedCategories) await expect(card(page, name)).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('once a category changes, the catalogue page never shows the old one, not even before the app starts', async ({
  page,
}) => {
  await renameTheFirstCategory(page, 'category');

  const startApp = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(card(page, 'Foto Keluarga')).toHaveCount(0);
  await expect(card(page, 'Wisuda')).toHaveCount(0);

  startApp();
  await expect(card(page, 'Keluarga Besar')).toBeVisible();
  await expect(card(page, 'Foto Keluarga')).toHaveCount(0);
});

/** A category's page: its name is the page's heading. */
const categoryHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test("a category's page arrives with its photos and packages, shown before any script runs, then hydrated", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const startApp = await holdScripts(page);

  await page.goto('category/1', { waitUntil: 'commit' });
  await expect(categoryHeading(page, 'Foto Keluarga')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto Keluarga — foto 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pilihan Paket Yang Tersedia' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  startApp();
  await waitForEmulatedBackend(page);
  await expect(categoryHeading(page, 'Foto Keluarga')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('once a category changes, its page never shows the old one, not even before the app starts', async ({ page }) => {
  await renameTheFirstCategory(page, 'category/1');

  const startApp = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(categoryHeading(page, 'Foto Keluarga')).toHaveCount(0);

  startApp();
  await expect(categoryHeading(page, 'Keluarga Besar')).toBeVisible();
  await expect(categoryHeading(page, 'Foto Keluarga')).toHaveCount(0);
});
