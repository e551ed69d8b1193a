import { expect, test, type Page } from '@playwright/test';
import { alertWithText, demoAccounts, type Account } from './app';

/** What differs between the site's service worker and `npm run api`: opening a page, signing in, the API. */
export interface AlbumJourneyHost {
  open: (page: Page, path: string) => Promise<void>;
  signIn: (page: Page, account: Account) => Promise<void>;
  /** Calls the API (with a bearer token, when given): its status and body. */
  call: (
    page: Page,
    path: string,
    init?: { method?: string; body?: unknown; token?: string },
  ) => Promise<{ status: number; body: { data: unknown; message: string } }>;
}

/** A real JPEG the browser draws: a camera's file as far as the album's checks and copies go. */
async function jpeg(page: Page, name: string, hue: number) {
  const base64 = await page.evaluate((shade) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1200, height: 800 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = `hsl(${shade} 55% 55%)`;
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#fff';
    context.fillRect(400, 200, 400, 400);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  }, hue);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Signs out by forgetting the session, as another person at another device, and signs `account` in. */
async function switchTo(page: Page, host: AlbumJourneyHost, account: Account) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await host.signIn(page, account);
}

/** "Unduh semua" writes here instead of the save dialog a person would answer: the archive, as streamed. */
export async function catchSavedArchive(page: Page) {
  await page.addInitScript(() => {
    const saved: Uint8Array[] = [];
    Object.assign(window, {
      savedArchive: saved,
      showSaveFilePicker: () =>
        Promise.resolve({
          createWritable: () =>
            Promise.resolve(new WritableStream<Uint8Array>({ write: (chunk) => void saved.push(chunk) })),
        }),
    });
  });
}

/** How many files the streamed archive holds: its central directory's entries ('PK\1\2'). */
async function archivedFileCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const chunks = (window as unknown as { savedArchive: Uint8Array[] }).savedArchive;
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    let count = 0;
    for (let index = 0; index + 3 < bytes.length; index += 1) {
      if (bytes[index] === 0x50 && bytes[index + 1] === 0x4b && bytes[index + 2] === 1 && bytes[index + 3] === 2)
        count += 1;
    }
    return count;
  });
}

/**
 * The album from both sides: the demo customer chooses and sends, the admin puts originals and edits in and
 * delivers, the customer downloads one photo and the ZIP; another customer is told it does not exist. The page
 * must have `catchSavedArchive` before its first load.
 */
export async function albumJourney(page: Page, host: AlbumJourneyHost): Promise<void> {
  await host.open(page, '');
  await host.signIn(page, demoAccounts.customer);

  const albumPath = await test.step('the customer opens the album to choose from, from the history', async () => {
    await host.open(page, 'history');
    await page.getByRole('link', { name: 'Hasil Foto' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hasil Foto' })).toBeVisible();
    await expect(page.getByText('3/10 dipilih')).toBeVisible();
    return new URL(page.url()).pathname.replace(/^.*\/photos\//, 'photos/');
  });
  const reservationId = Number(albumPath.split('/')[1]);

  await test.step('a heart adds a photo, and a note goes with a chosen one', async () => {
    await page
      .getByRole('button', { name: /^Pilih DSC_/, pressed: false })
      .first()
      .click();
    await expect(page.getByText('4/10 dipilih')).toBeVisible();
    const chosen = page.getByRole('button', { name: /^Pilih DSC_/, pressed: true }).first();
    const name = ((await chosen.getAttribute('aria-label')) ?? '').replace('Pilih ', '');
    await page.getByRole('button', { name: `Lihat ${name}` }).click();
    const lightbox = page.getByRole('dialog', { name });
    await lightbox.getByLabel('Catatan untuk editor').fill('cerahkan sedikit');
    await lightbox.getByLabel('Catatan untuk editor').blur();
    await lightbox.getByRole('button', { name: 'Tutup' }).click();
    await expect(lightbox).toBeHidden();
  });

  const chosenNames = await test.step('"Kirim pilihan" names the count and locks the choice', async () => {
    await page.getByRole('button', { name: 'Kirim pilihan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim pilihan foto?' });
    await expect(dialog).toContainText('Anda mengirim 4 foto');
    await dialog.getByRole('button', { name: 'Kirim pilihan' }).click();
    await expect(page.getByRole('heading', { name: 'Pilihan terkirim' })).toBeVisible();
    await expect(page.getByText('Diedit', { exact: true })).toBeVisible();
    const labels = await page
      .getByRole('list', { name: 'Foto pilihan Anda' })
      .getByRole('button', { name: /^Lihat / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.replace('Lihat ', '')));
    expect(labels).toHaveLength(4);
    return labels;
  });

  await switchTo(page, host, demoAccounts.admin);
  await host.open(page, `dashboard/albums/${reservationId}`);
  await expect(page.getByRole('heading', { name: 'Pilihan pelanggan (4/10)' })).toBeVisible();

  await test.step('the admin drops originals: the images go in, a text file is refused with the reason', async () => {
    const originals = page.getByRole('group', { name: 'Unggah foto asli' });
    await originals
      .locator('input[type="file"]')
      .setInputFiles([
        await jpeg(page, 'IMG_9001.jpg', 20),
        await jpeg(page, 'IMG_9002.jpg', 200),
        { name: 'catatan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bukan foto') },
      ]);
    await expect(originals.getByText('Selesai: 2 berhasil, 1 gagal dari 3 foto')).toBeVisible();
    await expect(originals.getByText('File harus berupa gambar (JPG, PNG, WEBP atau GIF)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Foto asli (26)' })).toBeVisible();
    // The grid draws its tiles as its end comes near the screen: the new ones are there once it is scrolled to.
    await page
      .getByRole('list', { name: 'Foto asli' })
      .getByRole('button', { name: /^Lihat / })
      .last()
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Lihat IMG_9001.jpg' })).toBeVisible();
  });

  await test.step('edits dropped at once are matched to the chosen originals by name', async () => {
    const edits = page.getByRole('group', { name: 'Unggah hasil edit' });
    const files = [];
    for (const [index, name] of chosenNames.entries())
      files.push(await jpeg(page, name.replace('.jpg', '-edit.jpg'), index * 40));
    files.push(await jpeg(page, 'lain.jpg', 300));
    await edits.locator('input[type="file"]').setInputFiles(files);
    await expect(edits.getByText('Selesai: 4 berhasil, 1 gagal dari 5 foto')).toBeVisible();
    await expect(edits.getByText('Tidak cocok dengan nama file foto pilihan')).toBeVisible();
    await expect(page.getByText('4 dari 4 foto sudah diedit')).toBeVisible();
  });

  await test.step('"Kirim ke pelanggan" delivers', async () => {
    await page.getByRole('button', { name: 'Kirim ke pelanggan' }).click();
    await page
      .getByRole('dialog', { name: 'Kirim ke pelanggan?' })
      .getByRole('button', { name: 'Kirim ke pelanggan' })
      .click();
    await expect(alertWithText(page, 'Hasil foto berhasil dikirim ke pelanggan')).toBeVisible();
    await expect(page.getByText('Siap diunduh', { exact: true })).toBeVisible();
  });

  await switchTo(page, host, demoAccounts.customer);
  await host.open(page, albumPath);

  await test.step('the customer sees the edits first and downloads one photo', async () => {
    await expect(page.getByRole('heading', { name: 'Foto edit' })).toBeVisible();
    await expect(page.getByText('4 foto edit · 26 foto asli')).toBeVisible();
    await page
      .getByRole('list', { name: 'Foto edit' })
      .getByRole('button', { name: /^Lihat / })
      .first()
      .click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Unduh hasil edit' }).click();
    expect(chosenNames).toContain((await downloading).suggestedFilename());
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('"Unduh semua" streams one ZIP of the edits and every original', async () => {
    await page.getByRole('button', { name: 'Unduh semua' }).click();
    await expect(alertWithText(page, 'Semua foto berhasil diunduh')).toBeVisible();
    expect(await archivedFileCount(page)).toBe(4 + 26);
  });

  await test.step('another customer is told it does not exist', async () => {
    const email = `tamu-${Date.now()}@studio.test`;
    const account = { name: 'Tamu Lain', email, phone: '081234567890', password: 'rahasia123' };
    expect((await host.call(page, 'register', { method: 'POST', body: account })).status).toBe(201);
    const login = await host.call(page, 'login', { method: 'POST', body: { email, password: 'rahasia123' } });
    const { token } = login.body.data as { token: string };
    const answer = await host.call(page, `album/${reservationId}`, { token });
    expect(answer).toEqual({ status: 404, body: { message: 'Data tidak ditemukan' } });
  });
}
