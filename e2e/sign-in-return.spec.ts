import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/studio-clock';
import { bookAndSendProof } from './support/api';
import {
  alertWithText,
  demoAccounts,
  expectLandedAfterSignIn,
  openApp,
  signIn,
  signInLinks,
  type Account,
} from './support/app';
import { pickDateAndFreeSlot } from './support/booking-form';

// Phones run at 360 px, the narrowest width the app is made for; the desktop project at 1280 px.
test.beforeEach(async ({ page, isMobile }) => {
  if (isMobile) await page.setViewportSize({ width: 360, height: 780 });
});

/** Signs in on the login page the visitor was sent to, and waits for the notice that it worked. */
async function signInOnLoginPage(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(alertWithText(page, 'Login berhasil')).toBeVisible();
}

const scrollYOf = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until every finite animation and transition on the page (a toast sliding in) has finished. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished));
  });
}

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a visitor signs in from a package and lands on its reservation page', async ({ page }) => {
  await openApp(page, 'category/1');
  const packages = page.getByRole('region', { name: 'Pilihan Paket Yang Tersedia' });
  await expect(packages.getByRole('link', { name: /Pilih Paket/ })).toHaveCount(0);
  await packages.getByRole('link', { name: 'Masuk untuk memesan Keluarga Kecil' }).click();

  await expect(page).toHaveURL('login');
  await signInOnLoginPage(page, demoAccounts.customer);
  await expect(page).toHaveURL('reservation/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeVisible();

  // The login page left the history: back returns to the package, not to the form.
  await page.goBack();
  await expect(page).toHaveURL('category/1');
});

test('a visitor opening a payment page signs in and lands back on it', async ({ page }) => {
  await openApp(page);
  const transactionId = await bookAndSendProof(page, demoAccounts.customer, 'fullpayment', 9);

  await openApp(page, `payment/${transactionId}`);
  await expect(page).toHaveURL('login');
  await signInOnLoginPage(page, demoAccounts.customer);
  await expect(page).toHaveURL(`payment/${transactionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor opening the history signs in and lands back on it', async ({ page }) => {
  await openApp(page, 'history');
  await expect(page).toHaveURL('login');
  await signInOnLoginPage(page, demoAccounts.customer);
  await expect(page).toHaveURL('history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an admin signing in from the header lands on the dashboard', async ({ page, isMobile }) => {
  await openApp(page);
  await (await signInLinks(page, isMobile)).signIn.click();
  await signInOnLoginPage(page, demoAccounts.admin);
  await expectLandedAfterSignIn(page, demoAccounts.admin);
});

test('an admin sent to sign in from a dashboard page lands back on it', async ({ page }) => {
  await openApp(page, 'dashboard/reviews');
  await expect(page).toHaveURL('login');
  await signInOnLoginPage(page, demoAccounts.admin);
  await expect(page).toHaveURL('dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('after Reservasi at the foot of the form the payment page opens at its top, its toast clear of the proof button', async ({
  page,
}) => {
  await signIn(page, demoAccounts.customer);
  await openApp(page, 'category/1');
  await page.getByRole('link', { name: 'Pilih Paket Keluarga Kecil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeVisible();
  await pickDateAndFreeSlot(page);
  await page.getByLabel('Pembayaran Lunas').check();

  await page.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' }).check();
  // Down to the form's last button, at the foot of the screen, as a person reaches it.
  const reserve = page.getByRole('button', { name: 'Reservasi', exact: true });
  await reserve.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expect(reserve).toBeInViewport();
  expect(await scrollYOf(page)).toBeGreaterThan(0);
  await reserve.click();

  await expect(page).toHaveURL(/payment\/\d+$/);
  const toast = alertWithText(page, 'Reservasi berhasil dibuat');
  await expect(toast).toBeVisible();
  await expect.poll(() => scrollYOf(page)).toBe(0);

  const sendProof = page.getByRole('button', { name: 'Kirim Bukti Pembayaran' });
  await expect(sendProof).toBeAttached();
  await animationsSettled(page);
  const [toastBox, buttonBox] = [await boxOf(toast), await boxOf(sendProof)];
  test.info().annotations.push({ type: 'boxes', description: JSON.stringify({ toast: toastBox, button: buttonBox }) });
  expect(overlaps(toastBox, buttonBox)).toBe(false);

  // Brought into view, as a person would scroll to it, the button is still clear of the toast.
  await sendProof.scrollIntoViewIfNeeded();
  await expect(toast).toBeVisible();
  const [toastInView, buttonInView] = [await boxOf(toast), await boxOf(sendProof)];
  test.info().annotations.push({
    type: 'boxes in view',
    description: JSON.stringify({ toast: toastInView, button: buttonInView }),
  });
  expect(overlaps(toastInView, buttonInView)).toBe(false);
});

test('a category lower on the list opens at the top of its page, and back returns to where the list was', async ({
  page,
}) => {
  await openApp(page, 'category');
  const details = page.getByRole('main').getByRole('link', { name: /^Detail / });
  await expect(details.first()).toBeVisible();
  const lowest = details.last();
  await lowest.scrollIntoViewIfNeeded();
  const listY = await scrollYOf(page);
  expect(listY).toBeGreaterThan(0);

  await lowest.click();
  await expect(page).toHaveURL(/category\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pilihan Paket Yang Tersedia' })).toBeVisible();
  await expect.poll(() => scrollYOf(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('category');
  await expect.poll(() => scrollYOf(page)).toBe(listY);
});
