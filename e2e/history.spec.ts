import type { Locator, Page } from '@playwright/test';
import { callApiAs } from './support/api';
import { demoAccounts, expectHeaderSignedIn, openApp } from './support/app';
import { listRecords } from './support/list-records';
import { expect, STUDIO_NOW, test } from './support/studio-clock';

const GROUPS = ['Akan datang', 'Selesai/Dibatalkan'] as const;
type Group = (typeof GROUPS)[number];

interface OwnReservation {
  id: number;
  date: string;
  status: 'pending' | 'success' | 'cancelled';
  timeSlot: { time: string };
  transactions: unknown[];
}

/** When a session starts, as a number to order by: the calendar day and the slot's time (the same zone for all). */
const sessionKey = ({ date, timeSlot }: OwnReservation) => `${date.slice(0, 10)}T${timeSlot.time}`;

/** The ids each group should show, from the customer's own list as the API gives it. */
async function expectedOrder(page: Page): Promise<Record<Group, number[]>> {
  const { body } = await callApiAs<OwnReservation[]>(page, demoAccounts.customer, 'GET', 'reservations/user');
  const byStart = [...body.data].sort((first, second) => sessionKey(first).localeCompare(sessionKey(second)));
  return {
    'Akan datang': byStart.filter((row) => row.status === 'pending').map((row) => row.id),
    'Selesai/Dibatalkan': byStart
      .filter((row) => row.status !== 'pending')
      .reverse()
      .map((row) => row.id),
  };
}

/** A pending booking whose payment never started, as when the transaction step failed: 20 days ahead, at 10:20. */
async function bookWithoutPayment(page: Page): Promise<number> {
  const jakartaDay = new Date(STUDIO_NOW.getTime() + 7 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
  const booking = { date: `${jakartaDay}T00:00:00.000Z`, timeId: 1, categoryId: 1, categoryPackageId: 1, addons: [] };
  const { status, body } = await callApiAs<{ id: number }>(page, demoAccounts.customer, 'POST', 'reservation', booking);
  expect(status).toBe(201);
  return body.data.id;
}

const idsIn = async (entries: Locator) =>
  (await entries.getByText(/^#\d+$/).allTextContents()).map((text) => Number(text.slice(1)));
const entryWithId = (page: Page, group: Group, id: number) =>
  listRecords(page, group).filter({ hasText: new RegExp(`#${id}(?!\\d)`) });

async function openHistory(page: Page): Promise<{ unstarted: number }> {
  await openApp(page, '?demo=customer');
  await expectHeaderSignedIn(page, demoAccounts.customer);
  const unstarted = await bookWithoutPayment(page);
  await openApp(page, 'history');
  await expect(listRecords(page, 'Akan datang').first()).toBeVisible();
  return { unstarted };
}

test('the history shows what is to come, then what is done or called off, each in date order with the action it asks for', async ({
  page,
}) => {
  const { unstarted } = await openHistory(page);
  const expected = await expectedOrder(page);
  for (const group of GROUPS) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect.poll(() => idsIn(listRecords(page, group))).toEqual(expected[group]);
  }

  const upcoming = listRecords(page, 'Akan datang');
  await expect(
    upcoming
      .filter({ hasText: /Menunggu pembayaran · bayar Rp\s[\d.]+ sebelum .* WIB/ })
      .getByRole('link', { name: 'Bayar sekarang' }),
  ).toBeVisible();
  await expect(
    upcoming.filter({ hasText: 'Bukti sedang diperiksa admin' }).getByRole('link', { name: 'Lihat pembayaran' }),
  ).toBeVisible();
  const unstartedEntry = entryWithId(page, 'Akan datang', unstarted);
  await expect(unstartedEntry).toContainText(/Belum memilih metode pembayaran · selesaikan sebelum .* WIB/);
  await expect(unstartedEntry.getByRole('button', { name: 'Lanjutkan pembayaran' })).toBeVisible();

  const past = listRecords(page, 'Selesai/Dibatalkan');
  await expect(past.getByRole('link', { name: 'Lihat Ulasan' }).first()).toBeVisible();
  await expect(past.getByRole('link', { name: 'Beri Ulasan' }).first()).toBeVisible();
  const expired = past.filter({ hasText: 'Pembayaran kadaluarsa · jadwal dilepas' });
  await expect(expired.first()).toBeVisible();
  await expect(expired.getByRole('link', { name: /Bayar|pembayaran|Pembayaran/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Pembayaran', exact: true })).toHaveCount(0);
});

test('Lanjutkan pembayaran creates the transaction with the chosen method and opens its payment page', async ({
  page,
}) => {
  const { unstarted } = await openHistory(page);
  await entryWithId(page, 'Akan datang', unstarted).getByRole('button', { name: 'Lanjutkan pembayaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pilih metode pembayaran' });
  await dialog.getByRole('radio', { name: 'Pembayaran Lunas' }).check();
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await expect(page.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeVisible();

  await openApp(page, 'history');
  const entry = entryWithId(page, 'Akan datang', unstarted);
  await expect(entry).toContainText(/Menunggu pembayaran · bayar Rp\s[\d.]+ sebelum/);
  await expect(entry.getByRole('link', { name: 'Bayar sekarang' })).toBeVisible();
});

for (const width of [320, 360, 960, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.skip(({ isMobile }) => isMobile, 'the width is set here; once is enough');

    test('the history fits without sideways scrolling', async ({ page }, testInfo) => {
      await openHistory(page);
      await expect(listRecords(page, 'Selesai/Dibatalkan').first()).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBe(innerWidth);
      await page.screenshot({ path: testInfo.outputPath(`history-${width}.png`), fullPage: true });
      for (const [index, group] of GROUPS.entries()) {
        await page
          .getByRole('region', { name: group })
          .screenshot({ path: testInfo.outputPath(`history-${width}-group-${index + 1}.png`) });
      }
    });
  });
}
