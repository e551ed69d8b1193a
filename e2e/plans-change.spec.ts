import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { callApiAs } from './support/api';
import { alertWithText, demoAccounts, openApp } from './support/app';
import { pickDayAhead, studioDayAhead } from './support/date-picker';
import { listRecords } from './support/list-records';
import { expect, test } from './support/studio-clock';

interface BookingRow {
  id: number;
  date: string;
  status: 'pending' | 'success' | 'cancelled';
  timeSlot: { time: string };
  reschedules: { reason: string | null }[];
}

interface BookingOnDay {
  id: number;
}

interface ClosedDays {
  startDate: string;
  endDate: string;
  label: string;
}

/** A calendar day as the app writes it in full: "Sabtu, 28 November 2026". */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(day));

/** Chooses the first free slot of the picker inside `scope`. */
async function chooseFreeSlot(scope: Locator): Promise<void> {
  const freeSlot = scope.getByRole('group', { name: 'Pilih Waktu' }).getByRole('radio', { disabled: false }).first();
  await freeSlot.dispatchEvent('click');
  await expect(freeSlot).toBeChecked();
}

/** The admin's pending bookings from `from` to `to` days ahead, none moved yet. */
async function unmovedBookingsAhead(page: Page, from: number, to: number): Promise<BookingRow[]> {
  const { body } = await callApiAs<BookingRow[]>(page, demoAccounts.admin, 'GET', 'reservations');
  return body.data.filter(
    (row) =>
      row.status === 'pending' &&
      row.reschedules.length === 0 &&
      row.date >= studioDayAhead(from) &&
      row.date <= studioDayAhead(to),
  );
}

test('a customer moves their paid booking once: same id, a line in the history, the calendar entry updated, and no second move', async ({
  page,
}) => {
  await openApp(page, '?demo=reschedule');
  await expect(page).toHaveURL(/\/history$/);
  const entry = listRecords(page, 'Akan datang').first();
  const id = Number((await entry.getByText(/^#\d+$/).textContent())?.slice(1));

  await entry.getByRole('button', { name: 'Ubah jadwal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah jadwal' });
  await expect(dialog).toContainText('Jadwal dapat diubah 1 kali, paling lambat 24 jam sebelum sesi.');
  await pickDayAhead(page, dialog, /^Pilih tanggal/, 5, studioDayAhead(3));
  await chooseFreeSlot(dialog);
  await dialog.getByRole('button', { name: 'Lanjut' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Konfirmasi jadwal baru' });
  await expect(confirmation).toContainText(`Jadwal baru${longDate(studioDayAhead(5))} pukul`);
  await expect(confirmation).toContainText('Harga tidak berubah');
  await confirmation.getByRole('button', { name: 'Ya, ubah jadwal' }).click();
  await expect(alertWithText(page, 'Jadwal reservasi berhasil diubah')).toBeVisible();

  const moved = listRecords(page, 'Akan datang').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
  await expect(moved).toContainText(/Dijadwalkan ulang dari \S+, \d+ \S+ \d{4} pukul \d\d\.\d\d WIB/);

  const downloading = page.waitForEvent('download');
  await moved.getByRole('button', { name: 'Tambah ke Kalender' }).click();
  const calendar = await readFile(await (await downloading).path(), 'utf8');
  expect(calendar).toContain(`\r\nUID:reservasi-${id}@studio-senja\r\n`);
  expect(calendar).toContain('\r\nSEQUENCE:1\r\n');
  expect(calendar).toContain(`\r\nDTSTART:${studioDayAhead(5).slice(0, 10).replace(/-/g, '')}T`);

  await moved.getByRole('button', { name: 'Ubah jadwal' }).click();
  const refusal = page.getByRole('dialog', { name: 'Jadwal tidak dapat diubah' });
  await expect(refusal).toContainText('Jadwal reservasi ini sudah pernah diubah');
  await expect(refusal.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('the admin moves a booking with a reason, and its detail shows who moved it, when, from where, to where and why', async ({
  page,
}) => {
  await openApp(page, '?demo=admin');
  const [booking] = await unmovedBookingsAhead(page, 2, 10);
  if (!booking) throw new Error('the seed has no pending booking 2 to 10 days ahead');

  await openApp(page, `dashboard/reservations/${booking.id}/detail`);
  const trail = page.getByRole('region', { name: 'Riwayat Perubahan Jadwal' });
  await expect(trail).toContainText('Jadwal reservasi ini belum pernah diubah.');
  await page.getByRole('button', { name: 'Ubah jadwal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah jadwal' });
  await pickDayAhead(page, dialog, /^Pilih tanggal/, 12, booking.date);
  await chooseFreeSlot(dialog);
  await dialog.getByRole('button', { name: 'Lanjut' }).click();
  await expect(dialog).toContainText('Alasan perubahan jadwal tidak boleh kosong');

  await dialog.getByLabel('Alasan').fill('Fotografer berhalangan hadir');
  await dialog.getByRole('button', { name: 'Lanjut' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Konfirmasi jadwal baru' });
  await expect(confirmation).toContainText(`Jadwal baru${longDate(studioDayAhead(12))} pukul`);
  await expect(confirmation).toContainText('Fotografer berhalangan hadir');
  await confirmation.getByRole('button', { name: 'Ya, ubah jadwal' }).click();
  await expect(alertWithText(page, 'Jadwal reservasi berhasil diubah')).toBeVisible();

  await expect(trail).toContainText(`oleh ${demoAccounts.admin.name} (Admin)`);
  await expect(trail).toContainText('AlasanFotografer berhalangan hadir');
  const { body } = await callApiAs<BookingRow>(page, demoAccounts.admin, 'GET', `reservation/${booking.id}`);
  expect(body.data).toMatchObject({ id: booking.id, date: studioDayAhead(12), status: 'pending' });
  expect(body.data.reschedules).toEqual([expect.objectContaining({ reason: 'Fotografer berhalangan hadir' })]);
});

test('the admin closes a day that holds bookings: each needs a decision, the one cancelled is cancelled, the others stay', async ({
  page,
}) => {
  await openApp(page, '?demo=admin');
  const [booking] = await unmovedBookingsAhead(page, 4, 14);
  if (!booking) throw new Error('the seed has no pending booking 4 to 14 days ahead');
  const daysAhead = Math.round((Date.parse(booking.date) - Date.parse(studioDayAhead(0))) / 86_400_000);
  const day = booking.date.slice(0, 10);
  const onDay = await callApiAs<BookingOnDay[]>(
    page,
    demoAccounts.admin,
    'GET',
    `closed-days/bookings?startDate=${day}&endDate=${day}`,
  );
  const others = onDay.body.data.filter((row) => row.id !== booking.id);

  await openApp(page, 'dashboard/closures');
  const main = page.getByRole('main');
  await pickDayAhead(page, main, /Pilih tanggal mulai/, daysAhead);
  await pickDayAhead(page, main, /Pilih tanggal selesai/, daysAhead, booking.date);
  await main.getByLabel('Label').fill('Libur Idul Fitri');
  await main.getByLabel('Catatan untuk pelanggan').fill('Studio tutup selama libur Lebaran.');

  const cardOf = (id: number) => main.getByRole('listitem', { name: `Reservasi #${id}` });
  await expect(cardOf(booking.id)).toBeVisible();
  await main.getByRole('button', { name: 'Simpan Hari Tutup' }).click();
  await expect(cardOf(booking.id)).toContainText('Tindakan tidak boleh kosong');

  await cardOf(booking.id).getByRole('radio', { name: 'Batalkan' }).check();
  for (const other of others) await cardOf(other.id).getByRole('radio', { name: 'Tetap' }).check();
  await main.getByRole('button', { name: 'Simpan Hari Tutup' }).click();
  await expect(alertWithText(page, 'Hari tutup berhasil disimpan')).toBeVisible();
  await expect(listRecords(page).filter({ hasText: 'Libur Idul Fitri' }).first()).toBeVisible();

  const cancelled = await callApiAs<BookingRow>(page, demoAccounts.admin, 'GET', `reservation/${booking.id}`);
  expect(cancelled.body.data.status).toBe('cancelled');
  for (const other of others) {
    const kept = await callApiAs<BookingRow>(page, demoAccounts.admin, 'GET', `reservation/${other.id}`);
    expect(kept.body.data.status).toBe('pending');
  }
  const closures = await callApiAs<ClosedDays[]>(page, demoAccounts.admin, 'GET', 'closed-days');
  expect(closures.body.data).toContainEqual(
    expect.objectContaining({ startDate: booking.date, endDate: booking.date, label: 'Libur Idul Fitri' }),
  );
});
