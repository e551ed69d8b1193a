import { expect, test } from './support/studio-clock';
import { demoAccounts, expectHomePage, openApp, openMobileDrawer, signIn } from './support/app';

test('the demo admin signs in onto the dashboard, and the header leads back to it', async ({ page, isMobile }) => {
  await signIn(page, demoAccounts.admin);

  await openApp(page);
  const scope = isMobile ? await openMobileDrawer(page) : page.getByRole('banner');
  await scope.getByRole('link', { name: 'Dashboard', exact: true }).click();

  await expect(page).toHaveURL('dashboard/today-schedule');
  await expect(page.getByRole('heading', { level: 1, name: /^Jadwal untuk / })).toBeVisible();
});

test('an unknown dashboard path shows the 404 page to the admin', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/tidak-ada');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found!' })).toBeVisible();
});

test('a customer who opens the dashboard is sent home', async ({ page }) => {
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'dashboard');
  await expectHomePage(page);
});

test('a signed-out visitor who opens the dashboard is sent to the login page', async ({ page }) => {
  await openApp(page, 'dashboard');
  await expect(page).toHaveURL('login');
});
