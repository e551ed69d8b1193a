import { expect, test, type Page } from '@playwright/test';
import { callApiAs } from './support/api';
import { demoAccounts, openApp, waitForEmulatedBackend } from './support/app';
import { layoutShiftOf, recordLayoutShifts } from './support/page-checks';

const OLD_ADDRESS = 'Jl. Cendana No. 18, Kotabaru, Yogyakarta 55224';
const NEW_ADDRESS = 'Jl. Malioboro No. 52, Yogyakarta 55271';
const NEW_WHATSAPP = '0811-2233-4455';

interface StudioSettings {
  contact: Record<string, string>;
  [group: string]: unknown;
}

/** The admin saves the studio's new address and WhatsApp number, through the API as the settings page does. */
async function moveStudio(page: Page): Promise<void> {
  const { body } = await callApiAs<StudioSettings>(page, demoAccounts.admin, 'GET', 'settings');
  // Every group as it is (the backend ignores `updatedAt`), the contact's changed.
  const moved = { ...body.data.contact, address: NEW_ADDRESS, whatsapp: NEW_WHATSAPP };
  const saved = await callApiAs(page, demoAccounts.admin, 'PUT', 'settings', { ...body.data, contact: moved });
  expect({ status: saved.status, message: saved.body.message }).toEqual({
    status: 200,
    message: 'Pengaturan berhasil disimpan',
  });
}

/** Notes whether the page's text ever held `text`, from the first byte of its HTML on. */
async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript((watched) => {
    Object.assign(window, { sawWatchedText: false });
    const look = () => {
      if (document.body?.textContent?.includes(watched)) Object.assign(window, { sawWatchedText: true });
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

const sawWatchedText = (page: Page) => page.evaluate(() => 'sawWatchedText' in window && window.sawWatchedText);

test('a visitor sees the studio’s new contact facts from the first paint, on the prerendered pages too', async ({
  page,
}) => {
  await openApp(page, 'contact');
  await expect(page.getByRole('main').getByText(OLD_ADDRESS)).toBeVisible();
  await moveStudio(page);

  await watchForText(page, OLD_ADDRESS);
  await recordLayoutShifts(page);
  for (const path of ['contact', 'category', './']) {
    const response = await page.goto(path);
    const served = (await response?.text()) ?? '';
    expect(served, `the HTML of ${path}`).not.toContain(OLD_ADDRESS);
    await waitForEmulatedBackend(page);
    await expect(page.getByRole('contentinfo').getByText(NEW_ADDRESS)).toBeAttached();
    if (path === 'contact') {
      await expect(page.getByRole('main').getByText(NEW_ADDRESS)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/6281122334455',
      );
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
    }
    expect(await sawWatchedText(page), `the old address on ${path}`).toBe(false);
  }
});
