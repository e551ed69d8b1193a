import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { consoleProblems, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

/**
 * Every route, for each role, once its data has arrived: the document is never wider than the screen (at
 * 320 and 360 px, no sideways scrolling), axe finds no serious or critical violation (at 360 and 1280 px), and
 * nothing is logged as an error or a warning on the way. The widths are set here, not by the project, so each
 * runs once.
 */
const NOT_FOUND = 'tidak-ada';
const PUBLIC = ['', 'category', 'category/1', 'gallery', 'contact', 'login', 'register', 'simulator/qris', NOT_FOUND];
const CUSTOMER = ['reservation/1', 'history', 'profile', 'messages'];
const ADMIN = [
  'dashboard/today-schedule',
  'dashboard/calendar',
  'dashboard/reports',
  'dashboard/categories',
  'dashboard/categories/create',
  'dashboard/categories/1',
  'dashboard/packages',
  'dashboard/packages/create',
  'dashboard/packages/1',
  'dashboard/addons',
  'dashboard/addons/create',
  'dashboard/addons/1',
  'dashboard/times',
  'dashboard/closures',
  'dashboard/reservations',
  'dashboard/reservations/create',
  'dashboard/transactions',
  'dashboard/refunds',
  'dashboard/payments',
  'dashboard/vouchers',
  'dashboard/customers',
  'dashboard/customers/2',
  'dashboard/reminders',
  'dashboard/reviews',
  'dashboard/albums',
];

/**
 * The admin's pages, walked five at a time, each group a test with its own time limit: one walk through all of them
 * went over the 3 minutes on a busy 2-core machine, and a group of twelve took 2.8 min at 1280 px on a quiet one.
 */
const ADMIN_GROUP_SIZE = 5;
const ADMIN_GROUPS = Array.from({ length: Math.ceil(ADMIN.length / ADMIN_GROUP_SIZE) }, (_, index) =>
  ADMIN.slice(index * ADMIN_GROUP_SIZE, (index + 1) * ADMIN_GROUP_SIZE),
);

const WIDTHS = [320, 360, 1280];
const isPhone = (width: number) => width < 600;
const checksAxe = (width: number) => width !== 320;

async function expectRouteFits(page: Page, path: string, width: number, problems: string[]): Promise<void> {
  await openApp(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Sections far below the fold ask for their data as they come near the screen: look over the whole page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The data arrives from the emulated backend through the service worker: wait until it has.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
  if (isPhone(width)) await expectNoSidewaysScroll(page, width, `/${path}`);
  if (checksAxe(width)) await expectNoSeriousAxeViolations(page, `/${path} at ${width} px`);
  // An unknown address is answered 404, as it should be, and Chromium reports that status in the console.
  const expected =
    path === NOT_FOUND ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
  expect(problems.splice(0), `logged on /${path}`).toEqual(expected);
}

/** Opens a scenario link and returns the path it landed on (without the base path). */
async function landOn(page: Page, scenario: string, landing: RegExp): Promise<string> {
  await openApp(page, `?demo=${scenario}`);
  await expect(page).toHaveURL(landing);
  return new URL(page.url()).pathname.replace(/^.*?\/(payment|dashboard|history|photos)/, '$1');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });
    test.skip(({ isMobile }) => isMobile, 'the width is set here; once is enough');
    // Each test walks through many pages: on a busy 2-core machine that takes longer than one page's timeout.
    test.describe.configure({ timeout: 180_000 });

    test('the public pages fit, pass axe and log nothing', async ({ page }) => {
      const problems = consoleProblems(page);
      for (const path of PUBLIC) await expectRouteFits(page, path, width, problems);
    });

    test('a customer’s pages fit, pass axe and log nothing', async ({ page }) => {
      const problems = consoleProblems(page);
      const payment = await landOn(page, 'payment-awaiting', /\/payment\/\d+$/);
      for (const path of [payment, ...CUSTOMER]) await expectRouteFits(page, path, width, problems);
      // The demo customer's album to choose from: 24 photos.
      const album = await landOn(page, 'album', /\/photos\/\d+$/);
      await expectRouteFits(page, album, width, problems);
    });

    for (const [index, group] of ADMIN_GROUPS.entries()) {
      test(`the admin’s pages fit, pass axe and log nothing (${index + 1} of ${ADMIN_GROUPS.length})`, async ({
        page,
      }) => {
        const problems = consoleProblems(page);
        // The scenario signs the admin in, on a transaction whose proof awaits them: its page is the first group's.
        const transaction = await landOn(page, 'payment-review', /\/dashboard\/transactions\/\d+\/detail$/);
        const paths = index === 0 ? [transaction, ...group] : group;
        for (const path of paths) await expectRouteFits(page, path, width, problems);
      });
    }
  });
}
