import { expect, test } from './support/studio-clock';
import {
  alertWithText,
  demoAccounts,
  expectHeaderSignedIn,
  expectHomePage,
  firstNameOf,
  openAccountMenu,
  openApp,
  signIn,
  signInLinks,
} from './support/app';

test('a new customer registers, signs in, sees the account pages and signs out', async ({ page, isMobile }) => {
  const customer = {
    name: 'Rina Kusumawati',
    email: `rina.${Date.now()}.${test.info().parallelIndex}@contoh.test`,
    phone: '081298765432',
    password: 'rahasia123',
  };

  await test.step('register', async () => {
    await openApp(page, 'register');
    await page.getByLabel('Nama Lengkap').fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Nomor Telepon / WhatsApp').fill(customer.phone);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(alertWithText(page, 'Registrasi berhasil, silakan masuk')).toBeVisible();
    await expect(page).toHaveURL('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  });

  await test.step('sign in, the email already filled in', async () => {
    // Carried in the page's state: the address holds no email.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    const address = new URL(page.url());
    expect(`${address.pathname}${address.search}${address.hash}`).not.toContain(customer.email.split('@')[0]);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(alertWithText(page, 'Login berhasil')).toBeVisible();
    await expectHomePage(page);
    await expectHeaderSignedIn(page, { ...customer, role: 'customer' });
  });

  await test.step('the account menu offers Profil, Riwayat and Logout; Riwayat opens the history', async () => {
    const menu = await openAccountMenu(page, isMobile, customer.name);
    await expect(menu.profile).toBeVisible();
    await expect(menu.logout).toBeVisible();
    await menu.history.click();
    await expect(page).toHaveURL('history');
    await expect(page.getByRole('heading', { level: 1, name: 'Riwayat' })).toBeVisible();
  });

  const main = page.getByRole('main');
  await test.step('Profil shows the name, email and phone', async () => {
    const menu = await openAccountMenu(page, isMobile, customer.name);
    await menu.profile.click();
    await expect(page).toHaveURL('profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(main.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(main.getByText(customer.email, { exact: true })).toBeVisible();
    await expect(main.getByText(customer.phone, { exact: true })).toBeVisible();
  });

  await test.step('a reload keeps the customer signed in', async () => {
    await page.reload();
    await expect(main.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(page).toHaveURL('profile');
  });

  await test.step('the logo leads home', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Studio Senja — Beranda' }).click();
    await expectHomePage(page);
  });

  const signOutDialog = page.getByRole('dialog', { name: 'Apakah anda yakin untuk keluar?' });
  await test.step('Batal in the sign-out dialog keeps the customer signed in', async () => {
    const menu = await openAccountMenu(page, isMobile, customer.name);
    await menu.logout.click();
    await expect(signOutDialog).toBeVisible();
    await signOutDialog.getByRole('button', { name: 'Batal' }).click();
    await expect(signOutDialog).toBeHidden();
    const menuAgain = await openAccountMenu(page, isMobile, customer.name);
    await expect(menuAgain.profile).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuAgain.profile).toBeHidden();
  });

  await test.step('Keluar signs out and brings back Masuk and Daftar', async () => {
    const menu = await openAccountMenu(page, isMobile, customer.name);
    await menu.logout.click();
    await signOutDialog.getByRole('button', { name: 'Keluar' }).click();
    await expect(signOutDialog).toBeHidden();
    await expect(page).toHaveURL('./');
    const links = await signInLinks(page, isMobile);
    await expect(links.signIn).toBeVisible();
    await expect(links.signUp).toBeVisible();
    await expect(page.getByRole('button', { name: firstNameOf(customer.name) })).toHaveCount(0);
  });

  await test.step('the profile now asks to sign in', async () => {
    await openApp(page, 'profile');
    await expect(page).toHaveURL('login');
  });
});

test('a wrong password shows an error above the form', async ({ page }) => {
  await openApp(page, 'login');
  await page.getByLabel('Email', { exact: true }).fill(demoAccounts.customer.email);
  await page.getByLabel('Password', { exact: true }).fill('bukan-password-ini');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();

  const error = alertWithText(page, 'Email atau password salah');
  await expect(error).toBeVisible();
  await expect(page).toHaveURL('login');
  const errorBox = await error.boundingBox();
  const emailBox = await page.getByLabel('Email', { exact: true }).boundingBox();
  expect(errorBox && emailBox && errorBox.y + errorBox.height <= emailBox.y).toBe(true);
});

test('a signed-out visitor who opens a login-only page is sent to the login page', async ({ page }) => {
  await openApp(page, 'profile');
  await expect(page).toHaveURL('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
});

test('a signed-in customer who opens the login page is sent home', async ({ page }) => {
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'login');
  await expectHomePage(page);
});

test('signing out on a login-only page lands on the home page', async ({ page, isMobile }) => {
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'profile');
  const menu = await openAccountMenu(page, isMobile, demoAccounts.customer.name);
  await menu.logout.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL('./', { timeout: 3_000 });
});
