import type { Locator, Page } from '@playwright/test';
import { alertWithText, openApp } from './support/app';
import { expect, STUDIO_NOW, test } from './support/studio-clock';
import { proofImage } from './support/png-upload';
import { MONTHS } from '@/lib/rules/indonesian-text';

interface BookedSession {
  day: number;
  /** 0 for January. */
  month: number;
  year: number;
  time: string;
}

/** The session's time as the payment page shows it: '12.40–13.00 WIB'. */
const SESSION_TIME = /^(\d\d)\.(\d\d)–\d\d\.\d\d WIB$/;

/** The booking's day and start time as its payment page summary shows them ('Kamis, 26 November 2026', '12.40–13.00 WIB'). */
async function bookedSession(page: Page): Promise<BookedSession> {
  const main = page.getByRole('main');
  const date = await main.getByText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4}$/).textContent();
  const [, hours, minutes] = SESSION_TIME.exec((await main.getByText(SESSION_TIME).textContent()) ?? '') ?? [];
  const [, day, month, year] = /, (\d+) (\S+) (\d{4})$/.exec(date ?? '') ?? [];
  return {
    day: Number(day),
    month: MONTHS.findIndex((name) => name === month),
    year: Number(year),
    time: `${hours}:${minutes}`,
  };
}

/** The slot as the reservation page's grid names it: its time written with a dot ('12.40'), then why it is taken or when it ends. */
const slotName = (session: BookedSession, rest: string) => new RegExp(`^${session.time.replace(':', '\\.')}${rest}$`);

/** The slot of that day on the reservation page of a package, the date picked as a person would. */
async function slotOnBookingPage(page: Page, session: BookedSession, name: RegExp): Promise<Locator> {
  await openApp(page, 'reservation/1');
  await page.getByRole('button', { name: /Pilih tanggal/ }).click();
  const jakartaNow = new Date(STUDIO_NOW.getTime() + 7 * 60 * 60 * 1000);
  const monthsAhead = (session.year - jakartaNow.getUTCFullYear()) * 12 + session.month - jakartaNow.getUTCMonth();
  for (let step = 0; step < monthsAhead; step += 1)
    await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
  await page.getByRole('gridcell', { name: String(session.day), exact: true }).click();
  return page.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { name });
}

test('a customer cancels an unpaid booking after confirming, and its slot is free again', async ({ page }) => {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const paymentPath = new URL(page.url()).pathname.split('/').slice(-2).join('/');
  const session = await bookedSession(page);
  await expect(await slotOnBookingPage(page, session, slotName(session, ', sudah dipesan'))).toBeDisabled();

  await openApp(page, paymentPath);
  await page.getByRole('button', { name: 'Batalkan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Batalkan reservasi?' });
  await expect(dialog).toContainText(
    `${session.day} ${MONTHS[session.month]} ${session.year} pukul ${session.time.replace(':', '.')} WIB akan dibatalkan`,
  );
  await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(alertWithText(page, 'Reservasi berhasil dibatalkan')).toBeVisible();
  await expect(page.getByRole('main').getByText('Reservasi telah dibatalkan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Batalkan', exact: true })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Riwayat' }).click();
  const calledOff = page.getByRole('region', { name: 'Selesai/Dibatalkan' });
  await expect(calledOff.getByText('Dibatalkan', { exact: true }).locator('visible=true').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Batalkan', exact: true })).toHaveCount(0);

  const freed = await slotOnBookingPage(page, session, slotName(session, ' sampai \\d\\d\\.\\d\\d'));
  await expect(freed).toBeEnabled();
  await freed.dispatchEvent('click');
  await expect(freed).toBeChecked();
});

test('a customer can no longer cancel once a payment proof is sent', async ({ page }) => {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await expect(page.getByRole('button', { name: 'Batalkan', exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Riwayat' }).click();
  await expect(main.getByRole('button', { name: 'Batalkan', exact: true }).locator('visible=true')).toBeVisible();
  await main.getByRole('link', { name: 'Bayar sekarang' }).locator('visible=true').click();

  await page.getByLabel('Bukti pembayaran', { exact: true }).setInputFiles(proofImage);
  await expect(page.getByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Bukti Pembayaran' }).click();
  await expect(page.getByText('Menunggu Validasi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan', exact: true })).toHaveCount(0);

  // In-app, the history reads the transaction the payment page has just refreshed: its proof is known at once.
  await main.getByRole('link', { name: 'Riwayat' }).click();
  await expect(main.getByRole('link', { name: 'Lihat pembayaran' }).locator('visible=true')).toBeVisible();
  await expect(main.getByText('Pending', { exact: true }).locator('visible=true').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Batalkan', exact: true })).toHaveCount(0);
});
