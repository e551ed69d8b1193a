import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/studio-clock';
import { alertWithText, demoAccounts, expectHeaderSignedIn, openApp } from './support/app';
import { expectNoSidewaysScroll } from './support/page-checks';

/**
 * Issue 47: no floating control covers content or another control, and a toast never covers the action that
 * caused it, a primary action or the QR code. The widths are set here, not by the project, so each runs once.
 */
const WIDTHS = [320, 360, 1280];
const isPhone = (width: number) => width < 900;

const demoControl = (page: Page) => page.getByRole('button', { name: 'Demo', exact: true });

/** What a control or a toast may never cover, and which of them an element is. */
type Guarded = 'interactive' | 'important';

/**
 * The names of the elements `cover` overlaps on the screen. `interactive`: any link, button, field or the QR
 * code shown to the user; `important`: the primary actions (contained buttons), the QR code, the app bar's
 * controls, the demo control and the element `cause` (what the user just pressed). An element under the sticky
 * app bar is hidden by the bar, and one behind an open drawer or dialog by it, whatever `cover` does: only
 * what is on top is looked at.
 */
async function coveredBy(cover: Locator, guarded: Guarded, cause?: DOMRect): Promise<string[]> {
  await expect(cover).toBeVisible();
  // Measured where it comes to rest: a toast slides in, and on its way it passes over the app bar.
  await cover.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return cover.evaluate(
    (coverElement, { guarded, cause }) => {
      const box = coverElement.getBoundingClientRect();
      const overlaps = (rect: { left: number; right: number; top: number; bottom: number }) =>
        rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
      const appBar = [...document.querySelectorAll('header')].find((header) => header.offsetHeight > 0);
      const appBarBottom = appBar ? appBar.getBoundingClientRect().bottom : 0;
      const openModal = [...document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden)')].at(-1);
      const qr = '[role="img"][aria-label^="Kode QR"]';
      const interactive = `a[href], button, input, select, textarea, [role="button"], [role="switch"], ${qr}`;
      const important = `.MuiButton-contained, ${qr}`;
      const found = [...(openModal ?? document).querySelectorAll<HTMLElement>(interactive)].filter((element) => {
        if (coverElement.contains(element) || element.contains(coverElement)) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) return false;
        const isInAppBar = appBar?.contains(element) ?? false;
        if (!openModal && !isInAppBar && rect.top < appBarBottom) return false;
        const isImportant = guarded === 'interactive' || isInAppBar || element.matches(important);
        return isImportant && overlaps(rect);
      });
      const names = found.map(
        (element) => `${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName}`,
      );
      return cause && overlaps(cause) ? [...names, 'the action that caused it'] : names;
    },
    { guarded, cause: cause && { left: cause.left, right: cause.right, top: cause.top, bottom: cause.bottom } },
  );
}

/** The demo control covers nothing at any point of the page: checked from its top to its end, half a screen at a time. */
async function expectControlCoversNothing(page: Page, label: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.floor(innerHeight / 2));
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    expect(await coveredBy(demoControl(page), 'interactive'), `${label}, scrolled to ${top} px`).toEqual([]);
  }
}

/** Where an element is on the screen now, once it is scrolled into view. */
async function placeOf(element: Locator): Promise<DOMRect> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => node.getBoundingClientRect());
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });
    test.skip(({ isMobile }) => isMobile, 'the width is set here; once is enough');

    test('the payment page: the demo control and its toast leave the QR code and every control free', async ({
      page,
    }) => {
      await openApp(page, '?demo=payment-awaiting');
      await expect(page).toHaveURL(/\/payment\/\d+$/);
      const qr = page.getByRole('img', { name: /^Kode QR/ });
      await expect(qr).toBeVisible();
      const toast = alertWithText(page, 'Skenario demo siap');
      expect(await coveredBy(toast, 'important'), 'the scenario’s toast').toEqual([]);
      await expectControlCoversNothing(page, 'the demo control on the payment page');
      await page.getByRole('button', { name: 'Salin nominal' }).click();
      // The copy says so under its button, in the page, not in a toast over the code.
      await expect(page.getByRole('status').filter({ hasText: /^Nominal/ })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`payment-${width}.png`) });
      await expectNoSidewaysScroll(page, width, 'the payment page');
    });

    test('the booking summary and its button stay free of the demo control', async ({ page }) => {
      await openApp(page, '?demo=customer');
      await expectHeaderSignedIn(page, demoAccounts.customer);
      await openApp(page, 'reservation/1');
      const book = page.getByRole('button', { name: 'Reservasi', exact: true });
      await expect(book).toBeVisible();
      await expectControlCoversNothing(page, 'the demo control on the booking page');
      await book.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`booking-${width}.png`) });
      await expectNoSidewaysScroll(page, width, 'the booking page');
    });

    test('a table’s last row: its action’s toast covers neither it nor a primary action', async ({ page }) => {
      await openApp(page, '?demo=reminders');
      await expect(page).toHaveURL(/\/dashboard\/reminders$/);
      const lastAction = page.getByRole('main').getByRole('button', { name: 'Tandai terkirim' }).last();
      await expect(lastAction).toBeVisible();
      await expectControlCoversNothing(page, 'the demo control on the reminders page');
      const cause = await placeOf(lastAction);
      await lastAction.click();
      const toast = page.getByRole('alert').filter({ hasText: /terkirim/i });
      expect(await coveredBy(toast.last(), 'important', cause), 'the toast').toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`last-row-${width}.png`) });
      await expectNoSidewaysScroll(page, width, 'the reminders page');
    });

    test('the phone menu: no toast or control lies over its items', async ({ page }) => {
      test.skip(!isPhone(width), 'wide screens show the menu in the header');
      await openApp(page, '?demo=customer');
      const toast = page.getByRole('alert').last();
      await expect(toast).toBeVisible();
      await page.getByRole('button', { name: 'Buka menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link').first()).toBeVisible();
      // Toasts wait under an open drawer: what lies on top at each of the menu's items is the menu itself.
      const items = await menu.getByRole('link').all();
      for (const item of items) {
        const onTop = await item.evaluate((link) => {
          const { left, top, width: itemWidth, height } = link.getBoundingClientRect();
          const hit = document.elementFromPoint(left + itemWidth / 2, top + height / 2);
          return hit !== null && link.contains(hit);
        });
        expect(onTop, `${await item.textContent()} is on top`).toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath(`menu-${width}.png`) });
    });
  });
}
