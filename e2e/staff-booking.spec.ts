import type { Page } from '@playwright/test';
import { MINUTE_MS, slotStart } from '@/lib/rules/studio-time';
import { callApiAs } from './support/api';
import { demoAccounts, openApp, signIn } from './support/app';
import { recordWithId } from './support/list-records';
import { expect, moveBackendClock, test } from './support/studio-clock';
import { choosePackageAndSlot, openNewBooking } from './support/booking-form';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

/** The value of a fact of the transaction, after its label (the term's next element: see counter-payment.spec). */
const fact = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Records the installment due now at the counter, by this method, as the dialog proposes it. */
async function recordPayment(page: Page, method: 'Tunai' | 'Transfer') {
  await page.getByRole('button', { name: 'Catat pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Catat pembayaran' });
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('button', { name: 'Simpan pembayaran' }).click();
  await expect(dialog).toBeHidden();
}

/** A transaction as the admin reads it: its booking's id, day and time. */
interface BookedTransaction {
  reservationId: number;
  reservation: { date: string; timeSlot: { time: string } };
}

test('a walk-in is booked as a new customer, pays in cash at the counter and is checked in on the day', async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  await signIn(page, demoAccounts.admin);
  const form = await openNewBooking(page);
  await expectNoSidewaysScroll(page, width, 'the new booking form');
  await expectNoSeriousAxeViolations(page, 'the new booking form');

  await form.getByRole('textbox', { name: 'Nama' }).fill('Rina Wijaya');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('0896-5555-0142');
  await expect(form.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  await choosePackageAndSlot(page);
  await form.getByRole('radio', { name: 'Pembayaran Lunas' }).check();
  await form.getByRole('button', { name: 'Buat reservasi' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Reservasi berhasil dibuat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s350\.000$/);
  await recordPayment(page, 'Tunai');
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s0$/);
  await expectNoSidewaysScroll(page, width, 'the walk-in paid in cash');

  // On the day, ten minutes before the session, the customer comes in and is checked in with one tap.
  const transactionId = /\/transactions\/(\d+)\/detail/.exec(page.url())?.[1];
  const booked = await callApiAs<BookedTransaction>(page, demoAccounts.admin, 'GET', `transaction/${transactionId}`);
  const { reservationId, reservation } = booked.body.data;
  const start = slotStart(reservation.date, reservation.timeSlot.time);
  await moveBackendClock(page, new Date(start.getTime() - 10 * MINUTE_MS));
  await openApp(page, 'dashboard/today-schedule');
  const row = recordWithId(page, 'Jadwal hari ini', reservationId);
  await row.getByRole('button', { name: 'Check-in Rina Wijaya' }).click();
  await expect(row.getByText(/^Hadir \d\d\.\d\d WIB$/)).toBeVisible();
  await expect(row.getByText('Terlambat')).toHaveCount(0);
});

test('a customer already known is offered instead of being added twice, booked by WhatsApp and paid by transfer', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin);
  const form = await openNewBooking(page);
  await form.getByRole('textbox', { name: 'Nama' }).fill('Sari');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('+62 812 3456 7801');
  await expect(form.getByText(/Sudah terdaftar:/)).toContainText(demoAccounts.customer.name);
  await form.getByRole('button', { name: 'Pilih pelanggan ini' }).click();
  await expect(form.getByRole('combobox', { name: 'Cari pelanggan' })).toHaveValue(demoAccounts.customer.name);
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
  await choosePackageAndSlot(page);
  await form.getByRole('radio', { name: 'DP 50%' }).check();
  await form.getByRole('button', { name: 'Buat reservasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Transaksi' })).toBeVisible();
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s350\.000$/);
  // The down payment comes in by transfer, and later the balance.
  await recordPayment(page, 'Transfer');
  await expect(fact(page, 'Dibayar')).toHaveText(/^Rp\s175\.000$/);
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s175\.000$/);
  await recordPayment(page, 'Transfer');
  await expect(fact(page, 'Sisa')).toHaveText(/^Rp\s0$/);
});
