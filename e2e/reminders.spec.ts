import type { Locator, Page } from '@playwright/test';
import { fetchFromPage } from './support/api';
import { alertWithText, openAccountMenu, openApp, waitForEmulatedBackend, type AccountMenu } from './support/app';
import { expect, STUDIO_NOW, test } from './support/studio-clock';

const QUEUE = 'Pengingat WhatsApp yang perlu dikirim';
const SENT_TODAY = 'Sudah terkirim hari ini';
/** The instant `hours` after the suite's start. */
const hoursOn = (hours: number) => new Date(STUDIO_NOW.getTime() + hours * 3_600_000).toISOString();

const PAYMENT_REMINDER = /Segera selesaikan pembayaran reservasi #\d+/;

/** Opens the demo panel from its button in the app bar; it is a dialog named 'Panel demo'. */
async function openDemoPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Panel demo' });
  await expect(panel).toBeVisible();
  return panel;
}

async function closeDemoPanel(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Tutup panel demo' }).click();
  await expect(panel).toBeHidden();
}

/** The number of WhatsApp reminders waiting, as the dashboard menu says it: on `Pengingat`, or on the menu button on phones. */
async function remindersDueInMenu(page: Page, isMobile: boolean): Promise<number> {
  const carrier = isMobile
    ? page.getByRole('button', { name: /^Buka menu dashboard/ })
    : page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('link', { name: /^Pengingat/ });
  const name = (await carrier.getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) pengingat WhatsApp menunggu dikirim/)?.[1] ?? 0);
}

/** Turns one kind of reminder on or off in the profile and saves it. */
async function chooseReminder(page: Page, menu: () => Promise<AccountMenu>, kind: string, wanted: boolean) {
  await (await menu()).profile.click();
  const toggle = page.getByRole('switch', { name: kind });
  await (wanted ? toggle.check() : toggle.uncheck());
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  // The previous save's notice may still be showing.
  await expect(alertWithText(page, 'Profil berhasil diperbarui').last()).toBeVisible();
}

/** The signed-in customer's name, as the demo panel's persona line says it. */
async function customerName(page: Page): Promise<string> {
  const panel = await openDemoPanel(page);
  const persona = (await panel.getByRole('status').filter({ hasText: 'Anda:' }).textContent()) ?? '';
  await closeDemoPanel(panel);
  return persona.replace(/^Anda:\s*/, '').split(' (')[0] ?? '';
}

test('the admin lands on the WhatsApp queue, opens a prefilled chat, marks it sent, and the menu counts one less', async ({
  page,
  isMobile,
}) => {
  await openApp(page, '?demo=reminders');
  await expect(page).toHaveURL(/\/dashboard\/reminders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengingat hari ini' })).toBeVisible();
  const queue = page.getByRole('main').getByRole('list', { name: QUEUE }).getByRole('listitem');
  await expect(queue.first()).toBeVisible();
  for (const kind of ['Batas pembayaran', 'Pelunasan DP', 'Sesi besok', 'Permintaan ulasan']) {
    await expect(queue.filter({ hasText: kind }).first()).toBeVisible();
  }
  const before = await queue.count();
  await expect.poll(() => remindersDueInMenu(page, isMobile)).toBe(before);

  const payment = queue.filter({ hasText: 'Batas pembayaran' }).first();
  const chat = new URL((await payment.getByRole('link', { name: /Kirim via WhatsApp/ }).getAttribute('href')) ?? '');
  expect(chat.origin).toBe('https://wa.me');
  expect(chat.pathname).toMatch(/^\/62\d+$/);
  const text = chat.searchParams.get('text') ?? '';
  expect(text).toMatch(/reservasi #\d+/);
  expect(text).toMatch(/pukul \d\d\.\d\d WIB/);
  // The payment page's address on this site, under its base path.
  expect(text).toContain(new URL('payment/', page.url().replace(/dashboard\/reminders$/, '')).href);

  const booking = (await payment.getByRole('link', { name: /^Reservasi #\d+$/ }).textContent()) ?? '';
  const sentToday = page.getByRole('region', { name: SENT_TODAY });
  await expect(sentToday).not.toContainText(booking);
  await payment.getByRole('button', { name: 'Tandai terkirim' }).click();
  await expect(alertWithText(page, 'Pengingat ditandai terkirim')).toBeVisible();
  await expect(queue).toHaveCount(before - 1);
  await expect.poll(() => remindersDueInMenu(page, isMobile)).toBe(before - 1);
  await expect(sentToday.getByRole('link', { name: booking })).toBeVisible();
});

test('a customer who opted out of the payment reminder gets none when it falls due, and gets it after opting in again', async ({
  page,
  isMobile,
}) => {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const paymentPath = new URL(page.url()).pathname;
  const name = await customerName(page);
  const menu = () => openAccountMenu(page, isMobile, name);

  await chooseReminder(page, menu, 'Batas pembayaran', false);

  // 22 hours on, the deadline (a day after the booking) is less than 3 hours off: the reminder has fallen due.
  const moved = await fetchFromPage(page, '__demo/clock', { method: 'POST', body: { now: hoursOn(22) } });
  expect(moved.status).toBe(200);
  await page.reload();
  await waitForEmulatedBackend(page);
  // The choice was kept by the backend, not only by the page.
  await expect(page.getByRole('switch', { name: 'Batas pembayaran' })).not.toBeChecked();

  await (await menu()).messages.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan' })).toBeVisible();
  await expect(page.getByText('Belum ada pesan')).toBeVisible();

  await chooseReminder(page, menu, 'Batas pembayaran', true);
  await (await menu()).messages.click();
  const email = page.getByRole('list', { name: 'Pesan masuk' }).getByRole('listitem');
  await expect(email).toHaveCount(1);
  await expect(email.getByRole('button', { name: PAYMENT_REMINDER })).toBeVisible();
  await expect(email).toContainText(/sebesar Rp\s[\d.]+/);
  // The page's link, written in the email as its address on this site.
  await expect(email.getByRole('link', { name: new URL(paymentPath, page.url()).href })).toBeVisible();

  const panelAgain = await openDemoPanel(page);
  await expect(panelAgain.getByRole('region', { name: 'Kotak masuk (email)' })).toContainText(PAYMENT_REMINDER);
  await closeDemoPanel(panelAgain);

  await email.getByRole('link', { name: 'Buka halaman pembayaran' }).click();
  await expect(page).toHaveURL(new RegExp(`${paymentPath}$`));
});
