import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP_READY } from '@/app/use-app-ready-mark';

/** The value of `<html data-app>` once the app has drawn its first screen. */
export { APP_READY };

export interface Account {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'customer';
}

/** The accounts the emulated backend seeds itself with (mocks/db/seed.ts). */
export const demoAccounts = {
  admin: { name: 'Admin Studio Senja', email: 'admin@studio.test', password: 'admin123', role: 'admin' },
  customer: { name: 'Sari Wulandari', email: 'pelanggan@studio.test', password: 'pelanggan123', role: 'customer' },
} as const satisfies Record<string, Account>;

/** Holds the app's scripts until the returned function is called: the page stays as its HTML drew it. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page of the app. `path` is relative to the sub-path the app is served under
 * ('' is the home page, 'login', 'dashboard/...'), so the suite works under any BASE_PATH.
 */
export async function openApp(page: Page, path = ''): Promise<void> {
  await page.goto(path === '' ? './' : path);
  await waitForEmulatedBackend(page);
}

/**
 * The app shell paints before the backend's service worker is started, and API calls wait for it; a test
 * waits the same way: until the worker controls the page and the app marks the backend ready. Every test
 * has a fresh browser context, so the first visit registers the worker, which seeds an empty IndexedDB.
 * It waits for the app's first screen too (`data-app`): on a page the worker already controls, the backend
 * can be ready before a prerendered page has hydrated.
 */
export async function waitForEmulatedBackend(page: Page): Promise<void> {
  await test.step('wait for the backend service worker and the app', async () => {
    await page.waitForFunction(
      (appReady) =>
        (navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') ?? false) &&
        document.documentElement.dataset.backend === 'ready' &&
        document.documentElement.dataset.app === appReady,
      APP_READY,
    );
  });
}

/** The home page: its URL and the hero's 'Lihat selengkapnya' link to the categories. */
export async function expectHomePage(page: Page): Promise<void> {
  await expect(page).toHaveURL('./');
  await expect(page.getByRole('main').getByRole('link', { name: 'Lihat selengkapnya' }).first()).toBeVisible();
}

/** A notice (snackbar) or an inline error: both are alerts. */
export function alertWithText(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The first name the header shows on the account menu button. */
export function firstNameOf(name: string): string {
  return name.split(' ')[0] ?? name;
}

/**
 * Signs in through the login form and waits until the page it lands on has loaded the user, so no request for
 * the user is still running when the test goes on (a page load would abort it): the admin lands on the
 * dashboard, a customer at home. `open` opens the login page (the real-API suite's waits for no service worker).
 */
export async function signIn(
  page: Page,
  account: Account,
  open: (page: Page, path: string) => Promise<void> = openApp,
): Promise<void> {
  await test.step(`sign in as ${account.email}`, async () => {
    await open(page, 'login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(alertWithText(page, 'Login berhasil')).toBeVisible();
    await expectLandedAfterSignIn(page, account);
  });
}

/**
 * Where signing in on the login page, sent there by no page, lands: the admin on the dashboard's schedule for
 * today (drawn once the dashboard has loaded the user), a customer on the home page with the header signed in.
 */
export async function expectLandedAfterSignIn(page: Page, account: Account): Promise<void> {
  if (account.role === 'admin') {
    await expect(page).toHaveURL('dashboard/today-schedule');
    await expect(page.getByRole('heading', { level: 1, name: /^Jadwal untuk / })).toBeVisible();
    return;
  }
  await expect(page).toHaveURL('./');
  await expectHeaderSignedIn(page, account);
}

/**
 * The desktop header's account entry (the admin's Dashboard link, the customer's menu button). Phones
 * hide it in favour of the drawer, but it is rendered only once the user has loaded, on either viewport.
 */
export async function expectHeaderSignedIn(page: Page, account: Account): Promise<void> {
  const banner = page.getByRole('banner');
  const entry =
    account.role === 'admin'
      ? banner.getByRole('link', { name: 'Dashboard', exact: true, includeHidden: true })
      : banner.getByRole('button', { name: firstNameOf(account.name), includeHidden: true });
  await expect(entry).toBeAttached();
}

/** The mobile header's drawer (the temporary drawer is a dialog holding the mobile menu). */
function mobileDrawer(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Menu seluler' }) });
}

export async function openMobileDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Buka menu', exact: true }).click();
  const drawer = mobileDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export interface AccountMenu {
  profile: Locator;
  history: Locator;
  messages: Locator;
  logout: Locator;
}

/**
 * Opens the customer's account menu: on desktop the header button with the first name, on phones the
 * drawer behind 'Buka menu'. Returns its entries, which look different on each.
 */
export async function openAccountMenu(page: Page, isMobile: boolean, userName: string): Promise<AccountMenu> {
  if (isMobile) {
    const drawer = await openMobileDrawer(page);
    return {
      profile: drawer.getByRole('link', { name: 'Profil', exact: true }),
      history: drawer.getByRole('link', { name: 'Riwayat', exact: true }),
      messages: drawer.getByRole('link', { name: 'Pesan', exact: true }),
      logout: drawer.getByRole('button', { name: 'Logout', exact: true }),
    };
  }
  await page.getByRole('button', { name: firstNameOf(userName) }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return {
    profile: menu.getByRole('menuitem', { name: 'Profil', exact: true }),
    history: menu.getByRole('menuitem', { name: 'Riwayat', exact: true }),
    messages: menu.getByRole('menuitem', { name: 'Pesan', exact: true }),
    logout: menu.getByRole('menuitem', { name: 'Logout', exact: true }),
  };
}

/** Where a visitor signs in or signs up: the header on desktop, the drawer on phones. */
export async function signInLinks(page: Page, isMobile: boolean): Promise<{ signIn: Locator; signUp: Locator }> {
  const scope = isMobile ? await openMobileDrawer(page) : page.getByRole('banner');
  return {
    signIn: scope.getByRole('link', { name: 'Masuk', exact: true }),
    signUp: scope.getByRole('link', { name: 'Daftar', exact: true }),
  };
}

/** Signs the customer out through their account menu (the header's on desktop, the drawer on phones). */
export async function signOutCustomer(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    const drawer = await openMobileDrawer(page);
    await drawer.getByRole('button', { name: 'Logout', exact: true }).click();
  } else {
    await page.getByRole('banner').locator('[aria-haspopup="menu"]').click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Apakah anda yakin untuk keluar?' });
  await dialog.getByRole('button', { name: 'Keluar' }).click();
  await expect(dialog).toBeHidden();
}
