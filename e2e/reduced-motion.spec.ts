import { expect, test } from './support/studio-clock';
import { openApp } from './support/app';

test.use({ reducedMotion: 'reduce' });

test("a visitor whose device reduces motion gets the phone's menu without its slide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu seluler' });
  await expect(menu.getByRole('link', { name: 'Kategori' })).toBeVisible();
  const drawer = page.locator('.MuiDrawer-paper').filter({ has: menu });
  await expect(drawer).toHaveCSS('transition', 'none');
  await page.getByRole('button', { name: 'Tutup menu' }).click();
  await expect(menu).toBeHidden();
});
