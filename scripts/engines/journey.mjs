// The smoke every engine must pass: the home page with data, sign in, book with a 50 % down payment, upload a
// proof, the admin validates it, and a reload keeps it. The emulated backend is the site's service worker,
// which is what differs most between engines.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const customer = { email: 'pelanggan@studio.test', password: 'pelanggan123' };
const admin = { email: 'admin@studio.test', password: 'admin123' };
const JAKARTA_MS = 7 * 60 * 60 * 1000;
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * In the page: marks the first visible element matching `selector` whose name (aria-label, alt or text) fits
 * `text`, once it has stopped moving (a calendar slides its month in: a click in the slide lands elsewhere).
 */
function mark(selector, text, exact) {
  for (const element of document.querySelectorAll('[data-smoke]')) element.removeAttribute('data-smoke');
  const fits = (name) => (exact ? name === text : name.includes(text));
  const found = [...document.querySelectorAll(selector)].find((element) => {
    const name = (
      element.getAttribute('aria-label') ??
      element.getAttribute('alt') ??
      element.textContent ??
      ''
    ).trim();
    return fits(name) && element.getClientRects().length > 0;
  });
  if (!found) return false;
  const { x, y } = found.getBoundingClientRect();
  const place = `${selector}|${text}|${x}|${y}`;
  const isStill = window.smokeLastPlace === place;
  window.smokeLastPlace = place;
  if (isStill) found.setAttribute('data-smoke', 'target');
  return isStill;
}

const MARKED = '[data-smoke="target"]';

async function clickNamed(browser, selector, text, exact = false) {
  await browser.waitFor(mark, [selector, text, exact], `${selector} named "${text}"`);
  await browser.click(MARKED);
}

/**
 * Clicks until the page shows the click took (`took` returns true in the page), as a person clicks again when
 * nothing happened: a control re-rendered or still moving in one engine may miss a click.
 */
async function clickUntil(browser, selector, text, exact, took, tookArgs, what) {
  for (let attempt = 1; ; attempt += 1) {
    await clickNamed(browser, selector, text, exact);
    try {
      return await browser.waitFor(took, tookArgs, what, 3_000);
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

const MONTHS = 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(' ');

const pageSays = (browser, text) =>
  browser.waitFor((wanted) => document.body.innerText.includes(wanted), [text], `the text "${text}"`);

const backendReady = (browser) =>
  browser.waitFor(
    () =>
      (navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') ?? false) &&
      document.documentElement.dataset.backend === 'ready' &&
      document.documentElement.dataset.app === 'app-ready',
    [],
    'the backend service worker and the app',
  );

/** A day a week ahead in Jakarta: its day of the month, and whether the calendar must turn a page. */
function aWeekAhead() {
  const today = new Date(Date.now() + JAKARTA_MS);
  const target = new Date(Date.now() + JAKARTA_MS + 7 * 24 * 60 * 60 * 1000);
  return {
    day: String(target.getUTCDate()),
    month: `${MONTHS[target.getUTCMonth()]} ${target.getUTCFullYear()}`,
    isNextMonth: target.getUTCMonth() !== today.getUTCMonth(),
  };
}

/** In the page: the admin validates a transaction's first proof through the API (the service worker answers). */
async function validateAsAdmin(transactionId, account) {
  const base = new URL('api/v1/', navigator.serviceWorker.controller.scriptURL);
  const call = async (path, init = {}, token) => {
    const response = await fetch(new URL(path, base), {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, body: await response.json() };
  };
  const login = await call('login', { method: 'POST', body: JSON.stringify(account) });
  const token = login.body.data.token;
  const transaction = await call(`transaction/${transactionId}`, {}, token);
  const proof = transaction.body.data.transaction_detail[0];
  return (await call(`transaction/${transactionId}/valid/${proof.id}`, { method: 'PUT' }, token)).status;
}

/** Runs the journey; each step is reported by `step(name)` before it starts. */
export async function runJourney(browser, siteUrl, step) {
  step('the home page shows the studio and its data');
  await browser.goto(siteUrl);
  await backendReady(browser);
  await browser.goto(`${siteUrl}category`);
  await browser.waitFor(mark, ['a', 'Detail Foto Keluarga', true], 'the categories from the backend');

  step('the customer signs in');
  await browser.goto(`${siteUrl}login`);
  await backendReady(browser);
  await browser.type('input[type="email"]', customer.email);
  await browser.type('input[type="password"]', customer.password);
  await clickNamed(browser, 'button[type="submit"]', 'Masuk', true);
  await pageSays(browser, 'Login berhasil');

  step('the customer books a week ahead with a 50 % down payment');
  await browser.goto(`${siteUrl}category/1`);
  // A prerendered page: its link is clicked once the app owns it, and again if a click during hydration is lost.
  await backendReady(browser);
  await clickUntil(
    browser,
    'a',
    'Pilih Paket Keluarga Kecil',
    false,
    () => location.pathname.includes('/reservation/'),
    [],
    'the reservation address',
  );
  await browser.waitFor(mark, ['h1', 'Reservasi', true], 'the reservation form');
  const { day, month, isNextMonth } = aWeekAhead();
  const calendarShows = (wanted) =>
    document
      .querySelector('[role="grid"]')
      ?.closest('[role="dialog"], .MuiDateCalendar-root')
      ?.textContent?.includes(wanted) ?? false;
  await clickUntil(
    browser,
    'button',
    'Pilih tanggal',
    false,
    () => document.querySelector('[role="grid"]') !== null,
    [],
    'the calendar',
  );
  if (isNextMonth)
    await clickUntil(browser, 'button', 'Bulan berikutnya', true, calendarShows, [month], `the calendar at ${month}`);
  // A free slot is named '10.20 sampai 10.40'; a taken or passed one says why it cannot be chosen.
  const freeSlot = 'input[type="radio"]:not(:disabled)';
  await clickUntil(
    browser,
    'button[role="gridcell"]:not([disabled])',
    day,
    true,
    (slot) =>
      [...document.querySelectorAll(slot)].some((input) => input.getAttribute('aria-label')?.includes(' sampai ')),
    [freeSlot],
    'the free slots of the day',
  );
  await clickUntil(
    browser,
    freeSlot,
    ' sampai ',
    false,
    () => document.querySelector('input[type="radio"][aria-label*=" sampai "]:checked') !== null,
    [],
    'a chosen slot',
  );
  await clickUntil(
    browser,
    'label',
    'DP 50%',
    false,
    () =>
      [...document.querySelectorAll('label')].some(
        (label) => label.textContent?.includes('DP 50%') && label.querySelector('input:checked'),
      ),
    [],
    'DP 50% chosen',
  );
  await clickUntil(
    browser,
    'label',
    'Saya setuju dengan kebijakan pembatalan',
    false,
    () =>
      [...document.querySelectorAll('label')].some(
        (label) => label.textContent?.includes('Saya setuju') && label.querySelector('input:checked'),
      ),
    [],
    'the cancellation policy agreed to',
  );
  await clickNamed(browser, 'button[type="submit"]', 'Reservasi', true);
  const transactionId = Number(
    await browser.waitFor(() => /payment\/(\d+)$/.exec(location.pathname)?.[1], [], 'the payment page'),
  );

  step(`the customer uploads a proof for transaction ${transactionId}`);
  const proofFile = join(tmpdir(), 'bukti-transfer.png');
  await writeFile(proofFile, Buffer.from(ONE_PIXEL_PNG, 'base64'));
  await browser.waitFor(() => document.querySelector('input[type="file"]') !== null, [], 'the proof field');
  await browser.upload('input[type="file"]', proofFile);
  await browser.waitFor(mark, ['img', 'Pratinjau bukti pembayaran', true], 'the proof preview');
  await clickNamed(browser, 'button', 'Kirim Bukti Pembayaran', true);
  await pageSays(browser, 'Menunggu Validasi');

  step('the admin validates the proof');
  const status = await browser.evaluate(validateAsAdmin, transactionId, admin);
  if (status !== 200) throw new Error(`The admin's validation answered ${status}`);

  step('a reload keeps it: the proof is valid, the balance is next');
  await browser.reload();
  await backendReady(browser);
  await pageSays(browser, 'Pelunasan: kirim bukti pembayaran sisa 50%');
  await browser.waitFor(mark, ['*', 'Valid', true], 'the proof marked Valid');
}
