import { expect, test } from './support/studio-clock';
import type { Page } from '@playwright/test';
import { summariseQris } from '@/lib/qris/qris';
import { callApiAs, fetchFromPage } from './support/api';
import { demoAccounts, openApp, signIn } from './support/app';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

interface SettingsAnswer {
  updatedAt: string;
  [group: string]: unknown;
}

/** The studio takes QRIS through the payment gateway from now on, as its admin sets it. */
async function switchToGateway(page: Page): Promise<void> {
  const { body } = await callApiAs<SettingsAnswer>(page, demoAccounts.admin, 'GET', 'settings');
  // The settings as they are (the backend ignores `updatedAt`), the payments' group changed.
  const saved = await callApiAs(page, demoAccounts.admin, 'PUT', 'settings', {
    ...body.data,
    payments: { qris: 'gateway', chargeMinutes: 15 },
  });
  expect(saved.status).toBe(200);
}

/** The demo customer on the payment page of a booking waiting for payment, the gateway on: its transaction's id. */
async function awaitingGatewayPayment(page: Page): Promise<number> {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await switchToGateway(page);
  return Number(/\/payment\/(\d+)$/.exec(page.url())?.[1]);
}

/** Calls the API as whoever the page is signed in as. */
async function asSignedIn<T>(page: Page, method: string, path: string): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path }) => {
      // The app keeps its token as `token`, or `token:<base path>` under a base path.
      const key = Object.keys(localStorage).find((name) => name === 'token' || name.startsWith('token:'));
      const token = key === undefined ? null : localStorage.getItem(key);
      const site = navigator.serviceWorker.controller?.scriptURL ?? document.baseURI;
      const response = await fetch(new URL(`api/v1/${path}`, site), {
        method,
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: response.status, data: ((await response.json()) as { data: T }).data };
    },
    { method, path },
  );
}

/** The signed-in customer's charge for the transaction (made, or the one still valid): its QRIS text. */
async function chargeQris(page: Page, transactionId: number): Promise<string> {
  const made = await asSignedIn<{ charge: { qris: string } | null }>(
    page,
    'POST',
    `transaction/${transactionId}/charge`,
  );
  expect([200, 201]).toContain(made.status);
  const qris = made.data.charge?.qris;
  if (!qris) throw new Error('no charge was made');
  return qris;
}

/** The gateway's order id a charge's QRIS carries as its reference. */
const orderIdOf = (qris: string) => summariseQris(qris).reference ?? 'no order id';

/** The QRIS simulator in a tab of its own, the code read from its text pasted, or from a picture of it uploaded. */
async function simulatorWith(page: Page, code: { qris: string } | { picture: Buffer }): Promise<Page> {
  const simulator = await page.context().newPage();
  await openApp(simulator, 'simulator/qris');
  if ('qris' in code) {
    await simulator.getByRole('textbox', { name: 'Kode QRIS' }).fill(code.qris);
    await simulator.getByRole('button', { name: 'Baca kode QRIS' }).click();
  } else {
    await simulator
      .getByLabel('Gambar kode QR')
      .setInputFiles({ name: 'kode-qris.png', mimeType: 'image/png', buffer: code.picture });
  }
  await expect(simulator.getByRole('region', { name: 'Tagihan QRIS' })).toContainText('STUDIO SENJA (DEMO)');
  return simulator;
}

test('a customer pays through the simulator and the open payment page turns Lunas by itself; a replay and a forgery change nothing', async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  const transactionId = await awaitingGatewayPayment(page);
  // The open page follows the studio's switch to the gateway without a reload.
  await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^Kode berlaku 1[45]:\d\d$/);
  await expect(page.getByRole('img', { name: /^Kode QR pembayaran sebesar Rp/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, width, 'the payment page with a gateway charge');
  await expectNoSeriousAxeViolations(page, 'the payment page with a gateway charge');

  const qris = await chargeQris(page, transactionId);
  // The customer photographs the code on the screen: the simulator reads the picture.
  const picture = await page.getByRole('img', { name: /^Kode QR pembayaran sebesar Rp/ }).screenshot();
  const simulator = await simulatorWith(page, { picture });
  await expect(simulator.getByRole('region', { name: 'Tagihan QRIS' })).toContainText(orderIdOf(qris));
  await expectNoSidewaysScroll(simulator, width, 'the QRIS simulator');
  await expectNoSeriousAxeViolations(simulator, 'the QRIS simulator');
  await simulator.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(simulator.getByRole('region', { name: 'Hasil pembayaran' })).toContainText(
    'Pembayaran berhasil. Studio menerima pembayaran Anda.',
  );

  // The payment page, left open in its tab, follows each payment without a reload: a down payment's first half
  // asks for the balance, paid through a new code the same way.
  await page.bringToFront();
  const { data: transaction } = await asSignedIn<{ type: string }>(page, 'GET', `transaction/${transactionId}`);
  if (transaction.type === 'downpayment') {
    await expect(page.getByRole('region', { name: /^DP diterima/ })).toBeVisible({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Buat kode QRIS' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    const balance = await chargeQris(page, transactionId);
    await simulator.getByRole('button', { name: 'Baca kode lain' }).click();
    await simulator.getByRole('textbox', { name: 'Kode QRIS' }).fill(balance);
    await simulator.getByRole('button', { name: 'Baca kode QRIS' }).click();
    await simulator.getByRole('button', { name: /^Bayar Rp/ }).click();
    await expect(simulator.getByRole('region', { name: 'Hasil pembayaran' })).toContainText('Pembayaran berhasil.');
  }
  await expect(page.getByRole('region', { name: 'Lunas', exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('QRIS otomatis, dikonfirmasi payment gateway').first()).toBeVisible();

  await simulator.getByRole('button', { name: 'Kirim ulang notifikasi' }).click();
  await expect(simulator.getByRole('region', { name: 'Hasil pembayaran' })).toContainText(
    'Pembayaran ini sudah tercatat sebelumnya. Tidak ada yang berubah.',
  );
  // A notification for the same order, paid Rp 1 and signed by someone without the server key.
  const forged = await fetchFromPage(simulator, 'payments/notification', {
    method: 'POST',
    body: {
      order_id: orderIdOf(qris),
      status_code: '200',
      gross_amount: '1.00',
      signature_key: 'a'.repeat(128),
      transaction_status: 'settlement',
      transaction_id: 'forged-1',
      transaction_time: '2026-12-01 10:00:00',
    },
  });
  expect(forged).toEqual({ status: 403, body: { message: 'Tanda tangan notifikasi tidak valid' } });
  const after = await asSignedIn<{ transaction_detail: unknown[]; status: string }>(
    page,
    'GET',
    `transaction/${transactionId}`,
  );
  expect(after.data.status).toBe('paid');
  expect(after.data.transaction_detail).toHaveLength(transaction.type === 'downpayment' ? 2 : 1);
});

test('a payment after its code expired lands in Perlu ditinjau, which the admin watches open', async ({ page }) => {
  const transactionId = await awaitingGatewayPayment(page);
  const qris = await chargeQris(page, transactionId);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/payments');
  await expect(page.getByText('Tidak ada pembayaran yang perlu ditinjau.')).toBeVisible();

  const simulator = await simulatorWith(page, { qris });
  await simulator.getByRole('button', { name: 'Bayar setelah kedaluwarsa' }).click();
  await expect(simulator.getByRole('region', { name: 'Hasil pembayaran' })).toContainText(
    'Pembayaran diterima gateway, tetapi studio perlu meninjaunya.',
  );

  await page.bringToFront();
  await expect(page.getByText('Dibayar setelah kode QRIS kedaluwarsa').first()).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(/SENJA-\d+-\d+/).first()).toBeVisible();
});
