import type { Page } from '@playwright/test';
import { summariseQris } from '@/lib/qris/qris';
import { demoAccounts } from '../support/app';
import { STUDIO_NOW } from '../support/studio-clock';
import { callApi, expect, openApp, signIn, test, tokenOf } from '../support/real-api';

/** The studio takes QRIS through the payment gateway from now on, as its admin sets it. */
async function switchToGateway(adminToken: string): Promise<void> {
  const { data: settings } = await callApi<object>('GET', 'settings', { token: adminToken });
  const saved = await callApi('PUT', 'settings', {
    token: adminToken,
    body: { ...settings, payments: { qris: 'gateway', chargeMinutes: 15 } },
  });
  expect(saved.status).toBe(200);
}

/** The QRIS of the transaction's charge still valid (the one its payment page shows), as the customer asks for it. */
async function chargeQris(customerToken: string, transactionId: number): Promise<string> {
  const made = await callApi<{ charge: { qris: string } | null }>('POST', `transaction/${transactionId}/charge`, {
    token: customerToken,
  });
  expect([200, 201]).toContain(made.status);
  const qris = made.data.charge?.qris;
  if (!qris) throw new Error('no charge was made');
  return qris;
}

/** The simulator, in a tab of the customer's browser, pays the code as it reads it. */
async function payInSimulator(simulator: Page, qris: string): Promise<void> {
  await simulator.getByRole('textbox', { name: 'Kode QRIS' }).fill(qris);
  await simulator.getByRole('button', { name: 'Baca kode QRIS' }).click();
  await expect(simulator.getByRole('region', { name: 'Tagihan QRIS' })).toContainText('STUDIO SENJA (DEMO)');
  await simulator.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(simulator.getByRole('region', { name: 'Hasil pembayaran' })).toContainText('Pembayaran berhasil.');
}

test('a customer pays through the simulator; their payment page and the admin’s transactions, open in another browser, follow without a reload', async ({
  page,
  browser,
}) => {
  const adminToken = await tokenOf(demoAccounts.admin);
  await switchToGateway(adminToken);

  // The admin, in a browser of their own, has the transactions open before the booking is made.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.clock.install({ time: STUDIO_NOW });
  await signIn(admin, demoAccounts.admin);
  await openApp(admin, 'dashboard/transactions');
  const rows = admin.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();

  // A new customer books with a down payment (the demo's scenario, the admin's control over HTTP), and signs in to pay.
  const started = await callApi<{ token: string; path: string }>('POST', '__demo/scenario', {
    token: adminToken,
    body: { name: 'payment-awaiting' },
  });
  expect(started.status).toBe(200);
  const { data: me } = await callApi<{ name: string; email: string }>('GET', 'me', { token: started.data.token });
  const transactionId = Number(/\/payment\/(\d+)$/.exec(started.data.path)?.[1]);

  const newRow = rows.filter({ hasText: me.name });
  await expect(newRow, 'the new booking shows in the admin’s open list').toHaveCount(1, { timeout: 5_000 });
  await expect(newRow.getByText('Belum Lunas', { exact: true })).toBeVisible();

  await signIn(page, { email: me.email, password: 'pelanggan123', name: me.name, role: 'customer' });
  await openApp(page, started.data.path.slice(1));
  await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^Kode berlaku 1[45]:\d\d$/);

  const simulator = await page.context().newPage();
  await openApp(simulator, 'simulator/qris');
  await payInSimulator(simulator, await chargeQris(started.data.token, transactionId));
  await expect(page.getByRole('region', { name: /^DP diterima/ })).toBeVisible({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await simulator.getByRole('button', { name: 'Baca kode lain' }).click();
  const balance = await chargeQris(started.data.token, transactionId);
  await payInSimulator(simulator, balance);

  await expect(page.getByRole('region', { name: 'Lunas', exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(newRow.getByText('Lunas', { exact: true }), 'the admin’s list follows the payment').toBeVisible({
    timeout: 5_000,
  });

  // The gateway sends the same notification again: it is taken once.
  await simulator.getByRole('button', { name: 'Kirim ulang notifikasi' }).click();
  await expect(simulator.getByRole('region', { name: 'Hasil pembayaran' })).toContainText(
    'Pembayaran ini sudah tercatat sebelumnya. Tidak ada yang berubah.',
  );
  // Someone without the server key signs a notification for the same order, paid Rp 1.
  const forged = await callApi('POST', 'payments/notification', {
    body: {
      order_id: summariseQris(balance).reference,
      status_code: '200',
      gross_amount: '1.00',
      signature_key: 'a'.repeat(128),
      transaction_status: 'settlement',
      transaction_id: 'forged-1',
      transaction_time: '2026-11-23 12:00:00',
    },
  });
  expect(forged.status).toBe(403);
  const { data: after } = await callApi<{ status: string; transaction_detail: unknown[] }>(
    'GET',
    `transaction/${transactionId}`,
    { token: started.data.token },
  );
  expect(after).toMatchObject({ status: 'paid', transaction_detail: [{}, {}] });
  await adminContext.close();
});

test('a payment made after its code expired waits in Perlu ditinjau, which the admin watches open in another browser', async ({
  page,
  browser,
}) => {
  const adminToken = await tokenOf(demoAccounts.admin);
  await switchToGateway(adminToken);
  const started = await callApi<{ token: string; path: string }>('POST', '__demo/scenario', {
    token: adminToken,
    body: { name: 'payment-awaiting' },
  });
  const transactionId = Number(/\/payment\/(\d+)$/.exec(started.data.path)?.[1]);
  const qris = await chargeQris(started.data.token, transactionId);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.clock.install({ time: STUDIO_NOW });
  await signIn(admin, demoAccounts.admin);
  await openApp(admin, 'dashboard/payments');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pembayaran Otomatis' })).toBeVisible();

  // The customer's banking app pays a minute after the code lapsed: the simulator, not signed in.
  await openApp(page, 'simulator/qris');
  await page.getByRole('textbox', { name: 'Kode QRIS' }).fill(qris);
  await page.getByRole('button', { name: 'Baca kode QRIS' }).click();
  await page.getByRole('button', { name: 'Bayar setelah kedaluwarsa' }).click();
  await expect(page.getByRole('region', { name: 'Hasil pembayaran' })).toContainText(
    'Pembayaran diterima gateway, tetapi studio perlu meninjaunya.',
  );

  await expect(admin.getByText('Dibayar setelah kode QRIS kedaluwarsa').first()).toBeVisible({ timeout: 5_000 });
  await expect(admin.getByText(summariseQris(qris).reference ?? 'no reference').first()).toBeVisible();
  await adminContext.close();
});
