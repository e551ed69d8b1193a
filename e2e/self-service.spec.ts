import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { openApp } from './support/app';
import { listRecords } from './support/list-records';

test('a customer saves the session to their calendar and can ask the studio about it on WhatsApp', async ({ page }) => {
  await openApp(page, '?demo=payment-awaiting');
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const reservationId = (
    await page
      .getByText(/Reservasi #\d+/)
      .first()
      .textContent()
  )?.match(/Reservasi #(\d+)/)?.[1];

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tambah ke Kalender' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sesi-foto-reservasi-${reservationId}.ics`);
  const event = new ICAL.Event(
    ICAL.Component.fromString(await readFile(await download.path(), 'utf8')).getFirstSubcomponent('vevent') ??
      undefined,
  );
  expect(event.description).toContain(`Reservasi #${reservationId}`);
  expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(20 * 60_000);

  const whatsApp = page.getByRole('link', { name: 'Hubungi via WhatsApp' });
  await expect(whatsApp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/62\\d+\\?text=.*reservasi%20%23${reservationId}%20`),
  );
});

test('the admin writes to a customer on WhatsApp from today’s schedule and the reservation detail', async ({
  page,
}) => {
  await openApp(page, '?demo=busy-day');
  await expect(page).toHaveURL(/\/dashboard\/today-schedule$/);
  const row = listRecords(page, 'Jadwal hari ini')
    .filter({ has: page.getByRole('link', { name: /^WhatsApp ke / }) })
    .first();
  const whatsApp = row.getByRole('link', { name: /^WhatsApp ke / });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/62\d+\?text=/);
  // The message names the reservation: "... reservasi #12 ...".
  const reservationId = (await whatsApp.getAttribute('href'))?.match(/reservasi%20%23(\d+)/)?.[1];
  await openApp(page, `dashboard/reservations/${reservationId}/detail`);
  await expect(page.getByRole('link', { name: /^WhatsApp ke / })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62\d+\?text=/,
  );
});
