import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoAccounts, openApp, signIn } from './support/app';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

/** What the pagination reads: `1–10 dari 13`. */
const RANGE = /^(\d+)–(\d+) dari (\d+)$/;

/** A downloaded CSV's lines after its byte-order mark, checked to be there; the last line break ends the file. */
async function csvLines(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'the UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.split('\r\n').slice(0, -1);
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

/** A figure card's value as whole rupiah or a count: "Rp 1.250.000" -> 1250000. */
async function figureValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Ringkasan periode' }).locator('p').filter({ hasText: label });
  const text = (await card.locator('span').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test("the admin reads last month's report and exports its bookings and payments, which match the lists", async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Periode' })).toHaveText('Bulan ini');
  await expect(page.getByRole('region', { name: 'Ringkasan periode' })).toBeVisible();
  await expect(page.locator('[data-report-chart] svg').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Periode' }).click();
  await page.getByRole('option', { name: 'Bulan lalu' }).click();
  await expect(page).toHaveURL(/period=last-month/);
  await expect(page.getByRole('region', { name: 'Ringkasan periode' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Okupansi per hari dan jam' })).toBeVisible();
  await expectNoSidewaysScroll(page, width, "last month's report");
  await expectNoSeriousAxeViolations(page, "last month's report");

  const bookings = (await figureValue(page, 'Reservasi')) + (await figureValue(page, 'Dibatalkan'));
  const received = await figureValue(page, 'Uang diterima');
  expect(bookings, 'a month of the seed has bookings').toBeGreaterThan(0);

  const bookingsFile = await download(page, 'Unduh reservasi (CSV)');
  expect(bookingsFile.suggestedFilename()).toMatch(/^Reservasi_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await csvLines(bookingsFile);
  expect(header).toBe(
    'No. Reservasi,Tanggal Sesi,Jam,Pelanggan,WhatsApp,Email,Kategori,Paket,Tambahan,Status,Cara Pesan,Voucher,' +
      'Subtotal (Rp),Potongan (Rp),Total (Rp),Dibayar (Rp),Sisa (Rp),Dipesan (WIB)',
  );
  expect(rows, 'every booking whose session is in the period, cancelled ones too, as the report counts').toHaveLength(
    bookings,
  );
  const [, from, to] = /_(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})\.csv$/.exec(bookingsFile.suggestedFilename()) ?? [];
  for (const row of rows) {
    const day = row.split(',')[1] ?? '';
    expect(day >= (from ?? '') && day <= (to ?? ''), `${day} is in the period`).toBe(true);
  }
  const fileIds = new Set(rows.map((row) => row.split(',')[0]));

  const paymentsFile = await download(page, 'Unduh pembayaran (CSV)');
  const [paymentHeader, ...payments] = await csvLines(paymentsFile);
  expect(paymentHeader?.split(',').at(-1)).toBe('Jumlah (Rp)');
  const paid = payments.reduce((sum, row) => sum + Number(row.split(',').at(-1)), 0);
  expect(paid, 'the payments add up to the money received').toBe(received);

  await page.getByRole('link', { name: 'Lihat reservasi periode ini' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^Sesi / })).toBeVisible();
  const range = page.getByText(RANGE);
  await expect(range).toHaveText(new RegExp(` dari ${bookings}$`));
  if (width >= 1200) {
    const table = page.getByRole('table', { name: 'Daftar reservasi' });
    const ids = await table.getByRole('row').locator('td:first-child').allTextContents();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(fileIds.has(id.trim()), `#${id} is in the file`).toBe(true);
  }
});

test('the printed report leaves out the menu and the buttons, and shows each chart with its table', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin);
  await openApp(page, 'dashboard/reports?period=last-month');
  await expect(page.locator('[data-report-chart] svg').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Periode' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Uang diterima' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Laporan' })).toBeHidden();
});
