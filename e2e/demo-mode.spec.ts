import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  alertWithText,
  demoAccounts,
  expectHeaderSignedIn,
  expectLandedAfterSignIn,
  firstNameOf,
  openApp,
} from './support/app';
import { listRecords } from './support/list-records';

/** Opens the demo panel from its button in the app bar; it is a dialog named 'Panel demo'. */
async function openDemoPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Panel demo' });
  await expect(panel).toBeVisible();
  return panel;
}

async function expectPersona(page: Page, who: string | RegExp): Promise<void> {
  const panel = await openDemoPanel(page);
  await expect(panel.getByRole('status').filter({ hasText: 'Anda:' })).toContainText(who);
  await panel.getByRole('button', { name: 'Tutup panel demo' }).click();
  await expect(panel).toBeHidden();
}

const todaysSchedule = (page: Page) => page.getByRole('heading', { level: 1, name: /^Jadwal untuk / });

test.describe('demo mode', () => {
  test('the panel makes you the admin, a new customer or the demo customer with one click, and signs you out', async ({
    page,
  }) => {
    await openApp(page);
    await (await openDemoPanel(page)).getByRole('button', { name: 'Masuk sebagai Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard\/today-schedule$/);
    await expect(todaysSchedule(page)).toBeVisible();
    await expectPersona(page, 'Admin Studio Senja (Admin)');

    await (await openDemoPanel(page)).getByRole('button', { name: 'Masuk sebagai Pelanggan baru' }).click();
    await expect(page).toHaveURL('./');
    await expectPersona(page, /\(Pelanggan\)/);
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: firstNameOf(demoAccounts.customer.name), includeHidden: true }),
    ).toHaveCount(0);

    await (await openDemoPanel(page)).getByRole('button', { name: 'Masuk sebagai Pelanggan demo' }).click();
    await expectHeaderSignedIn(page, demoAccounts.customer);
    await expectPersona(page, 'Sari Wulandari (Pelanggan)');

    // Signing out keeps the panel open, on who you are now.
    const panel = await openDemoPanel(page);
    await panel.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Anda:' })).toContainText('Belum masuk');
  });

  test('the login page offers the demo accounts, filled in with one click', async ({ page }) => {
    await openApp(page, 'login');
    await page.getByRole('button', { name: 'Isi akun Admin' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoAccounts.admin.email);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(alertWithText(page, 'Login berhasil')).toBeVisible();
    await expectLandedAfterSignIn(page, demoAccounts.admin);
  });

  test('?demo=customer and ?demo=admin sign the persona in where they start', async ({ page }) => {
    await openApp(page, '?demo=customer');
    await expectHeaderSignedIn(page, demoAccounts.customer);
    await expect(page).toHaveURL('./');
    await openApp(page, 'category?demo=admin');
    await expect(page).toHaveURL(/\/dashboard\/today-schedule$/);
    await expect(todaysSchedule(page)).toBeVisible();
  });

  test('?demo=payment-awaiting opens a new customer’s fresh down-payment booking on its payment page', async ({
    page,
  }) => {
    await openApp(page, '?demo=payment-awaiting');
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeVisible();
    await expectPersona(page, /\(Pelanggan\)/);
  });

  test('?demo=payment-review opens, as the admin, a transaction whose proof waits for a decision', async ({ page }) => {
    await openApp(page, '?demo=payment-review');
    await expect(page).toHaveURL(/\/dashboard\/transactions\/\d+\/detail$/);
    await expect(page.getByRole('button', { name: 'Valid', exact: true }).first()).toBeVisible();
  });

  test('?demo=payment-expired shows a customer the expired payment', async ({ page }) => {
    await openApp(page, '?demo=payment-expired');
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    await expect(page.getByRole('main').getByText('Pembayaran kadaluarsa')).toBeVisible();
  });

  test('?demo=review-ready shows a completed booking waiting for its review in the history', async ({ page }) => {
    await openApp(page, '?demo=review-ready');
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('link', { name: 'Beri Ulasan' }).first()).toBeVisible();
  });

  test('?demo=busy-day shows the admin a day of at least 8 bookings', async ({ page }) => {
    await openApp(page, '?demo=busy-day');
    await expect(page).toHaveURL(/\/dashboard\/today-schedule$/);
    await expect(todaysSchedule(page)).toBeVisible();
    await expect.poll(async () => listRecords(page, 'Jadwal hari ini').count()).toBeGreaterThanOrEqual(8);
  });

  test("?demo=reports opens, as the admin, this month's report over the seed's year", async ({ page }) => {
    await openApp(page, '?demo=reports');
    await expect(page).toHaveURL(/\/dashboard\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveText('Bulan ini');
    await expect(page.locator('[data-report-chart] svg').first()).toBeVisible();
  });

  test('an unknown scenario says so and changes nothing', async ({ page }) => {
    await openApp(page, 'gallery?demo=tidak-ada');
    await expect(alertWithText(page, 'Skenario demo tidak dikenal')).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expectPersona(page, 'Belum masuk');
  });

  test('travelling past the payment deadline expires the payment, and the app follows the backend clock', async ({
    page,
  }) => {
    await openApp(page, '?demo=payment-awaiting');
    await expect(page.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeVisible();
    const panel = await openDemoPanel(page);
    await panel.getByRole('button', { name: 'Lewati batas pembayaran (+25 jam)' }).click();
    // The panel is a modal dialog: it says what changed itself (the toast is behind it for assistive technology).
    await expect(panel.getByRole('status').filter({ hasText: 'Waktu backend:' })).toContainText('maju 1 hari 1 jam');
    await panel.getByRole('button', { name: 'Tutup panel demo' }).click();
    await expect(page.getByRole('main').getByText('Pembayaran kadaluarsa')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toHaveCount(0);
  });

  test('starting over asks first, then reseeds and signs everyone out', async ({ page }) => {
    // The backend seeds twice here (the first visit, then the reset), which on a busy 2-core machine takes longer than one page's timeout.
    test.slow();
    await openApp(page, '?demo=customer');
    await expectHeaderSignedIn(page, demoAccounts.customer);
    const panel = await openDemoPanel(page);
    await panel.getByRole('button', { name: 'Mulai ulang data demo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mulai ulang data demo?' });
    await confirm.getByRole('button', { name: 'Mulai ulang', exact: true }).click();
    await expect(alertWithText(page, 'Data demo dikembalikan ke kondisi awal')).toBeVisible();
    await expect(page).toHaveURL('./');
    await expectPersona(page, 'Belum masuk');
  });

  test('a simulated failure shows the app’s own error state, and the badge says the network is simulated', async ({
    page,
  }) => {
    await openApp(page);
    const panel = await openDemoPanel(page);
    await panel
      .getByRole('group', { name: 'Gagal dengan error 500' })
      .getByRole('button', { name: 'Semua permintaan' })
      .click();
    await panel.getByRole('button', { name: 'Tutup panel demo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Semua permintaan gagal' })).toBeVisible();
    await openApp(page, 'category');
    await expect(alertWithText(page, 'Terjadi kesalahan pada server')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Semua permintaan gagal' })).toBeVisible();
  });
});

test('the demo panel links to Storybook and to the API reference', async ({ page }) => {
  await openApp(page);
  const panel = await openDemoPanel(page);
  await expect(panel.getByRole('link', { name: 'Buka Storybook (semua layar dan statusnya)' })).toHaveAttribute(
    'href',
    /\/storybook\/$/,
  );
  await expect(panel.getByRole('link', { name: 'Buka dokumentasi API (OpenAPI)' })).toHaveAttribute(
    'href',
    /\/api-docs\/$/,
  );
});
