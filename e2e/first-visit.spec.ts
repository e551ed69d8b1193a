import type { Page } from '@playwright/test';
import { expect, test } from './support/studio-clock';
import {
  alertWithText,
  APP_READY,
  demoAccounts,
  expectHeaderSignedIn,
  holdScripts,
  openApp,
  waitForEmulatedBackend,
} from './support/app';
import { consoleProblems } from './support/page-checks';

/** The public pages prerendered at build time, each with its heading. */
const prerenderedPages = [
  { path: '', heading: 'Temukan studio foto untuk setiap momen Anda' },
  { path: 'category', heading: 'Kategori' },
  { path: 'category/1', heading: 'Foto Keluarga' },
  { path: 'gallery', heading: 'Galeri' },
  { path: 'contact', heading: 'Hubungi Kami' },
  { path: 'login', heading: 'Masuk' },
  { path: 'register', heading: 'Daftar' },
];

/** Keeps the page's first heading as the HTML parser made it, before any script ran. */
async function keepParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { parsedHeading: document.querySelector('h1') });
    });
  });
}

/**
 * Counts how often the page's prerendered styles (its rules and its global styles) leave the head. Emotion
 * re-appends the style elements it takes over, and each such move makes the browser restyle and lay out the
 * whole page while it hydrates.
 */
async function countPrerenderedStyleMoves(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moves = { count: 0 };
    Object.assign(window, { prerenderedStyleMoves: moves });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (
            node instanceof HTMLStyleElement &&
            (node.hasAttribute('data-prerendered-styles') || node.hasAttribute('data-prerendered-globals'))
          )
            moves.count += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Counts the style rules the page adds before its backend has started (`data-backend="ready"`, once the page has
 * loaded and the browser is idle): while it hydrates, and as the visitor's session is restored right after. Each
 * one makes Emotion compile it and the browser restyle the whole page. The page brings every rule its first render
 * computes, the layers a styled component hands to the one it wraps and MUI's keyframes included, and restoring a
 * visitor's session changes no element's class.
 */
async function countRulesAddedWhileStarting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { rulesAddedWhileStarting: added });
    const { insertRule } = Object.getOwnPropertyDescriptors(CSSStyleSheet.prototype);
    const insert = insertRule.value as (this: CSSStyleSheet, rule: string, index?: number) => number;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      if (document.documentElement.dataset.backend !== 'ready') added.push(rule);
      return insert.call(this, rule, index);
    };
  });
}

for (const { path, heading } of prerenderedPages) {
  test(`/${path} arrives as HTML with its content, and hydrates it without a warning`, async ({ page }) => {
    const html = await (await page.request.get(path === '' ? './' : path)).text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<style data-prerendered-styles="[^"]+">/);

    const problems = consoleProblems(page);
    await keepParsedHeading(page);
    await countPrerenderedStyleMoves(page);
    await countRulesAddedWhileStarting(page);
    await openApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated, not rendered anew: the heading the parser made is still the one on screen.
    expect(
      await page.evaluate(() => 'parsedHeading' in window && window.parsedHeading === document.querySelector('h1')),
    ).toBe(true);
    // Its styles were taken over where they are: what the page arrived with never left the head.
    await expect(page.locator('style[data-prerendered-styles]')).toHaveCount(1);
    await expect(page.locator('style[data-prerendered-globals]')).not.toHaveCount(0);
    expect(
      await page.evaluate(() => ('prerenderedStyleMoves' in window ? window.prerenderedStyleMoves : undefined)),
    ).toEqual({ count: 0 });
    // Nor did it add any rule while hydrating, nor as it learnt that the visitor is nobody signed in.
    await expect(page.locator(`html[data-app="${APP_READY}"]`)).toHaveCount(1);
    await waitForEmulatedBackend(page);
    expect(
      await page.evaluate(() => ('rulesAddedWhileStarting' in window ? window.rulesAddedWhileStarting : [])),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a deep link gets the loading shell, never another page, and then its own page', async ({ page }) => {
  const response = await page.request.get('payment/12');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Studio Senja — Beranda');
  expect(html).toContain('role="status"');
  expect(html).not.toContain('<h1');
  expect(html).not.toContain('data-hydrates-at');

  const problems = consoleProblems(page);
  await openApp(page, 'payment/12');
  // A visitor is sent to sign in first.
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown address is answered 404 with the 404 page, which hydrates', async ({ page }) => {
  const problems = consoleProblems(page);
  await keepParsedHeading(page);
  const response = await page.goto('tidak-ada');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found!' })).toBeVisible();
  expect(
    await page.evaluate(() => 'parsedHeading' in window && window.parsedHeading === document.querySelector('h1')),
  ).toBe(true);
  // The browser reports the document's own 404 status; nothing else may appear.
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

test('what a visitor types and sends before the app has started signs them in, and never goes out in an address', async ({
  page,
}) => {
  const account = demoAccounts.customer;
  const startApp = await holdScripts(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));

  await page.goto('login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  startApp();

  await expect(alertWithText(page, 'Login berhasil')).toBeVisible();
  await expectHeaderSignedIn(page, account);
  expect(addresses.filter((address) => address.includes(encodeURIComponent(account.email)))).toEqual([]);
});

test("the sign-in form still notices the browser's autofill, with MUI's keyframes brought by the page", async ({
  page,
}) => {
  // MUI's inputs run an animation so that an autofilled value moves its label aside; the page brings its keyframes.
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { animationsStarted: started });
    document.addEventListener('animationstart', (event) => started.push(event.animationName), true);
  });
  await openApp(page, 'login');
  await expect
    .poll(() => page.evaluate(() => ('animationsStarted' in window ? window.animationsStarted : [])))
    .toContain('mui-auto-fill-cancel');
});

test('the footer hydrates after the page, when seen, and its links then stay in the app', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { parsedFooter: document.querySelector('footer'), sameDocument: true });
    });
  });
  await openApp(page, '');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // Hydrated, not drawn again: the footer the parser made is the one React now holds.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const parsed = 'parsedFooter' in window ? (window.parsedFooter as Element) : null;
        const isHeldByReact = parsed !== null && Object.keys(parsed).some((key) => key.startsWith('__reactFiber'));
        return isHeldByReact && parsed === document.querySelector('footer');
      }),
    )
    .toBe(true);
  await footer.getByRole('link', { name: 'Galeri', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galeri' })).toBeVisible();
  // A navigation inside the app, not a new document.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});
