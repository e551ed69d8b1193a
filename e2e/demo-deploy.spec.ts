import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { openApp } from './support/app';

/**
 * `npm run build:demo` puts Storybook at `<base>storybook/`, inside the scope of the app's own service
 * worker (`<base>sw.js`, the emulated backend). Its canvas registers MSW's worker, `<base>storybook/mockServiceWorker.js`
 * with scope `<base>storybook/`, which answers the stories' requests in a fresh browser and beside the app.
 */

/** A story that shows what its emulated backend answers: the seed's categories, with their images. */
const story = { id: 'pages-categorylistpage--populated', name: 'Populated' };

/** Opens the story in Storybook's manager and returns its canvas (the preview iframe). */
async function openStory(page: Page): Promise<FrameLocator> {
  await page.goto(`storybook/?path=/story/${story.id}`);
  return page.getByRole('main', { name: 'Main preview area' }).locator('iframe').contentFrame();
}

/**
 * A canvas starts cold: Storybook's preview bundle (1.3 MB), its mock worker, then the seeded in-memory
 * backend. Measured from the address: 5 s alone, up to 12 s with two browsers on two cores (CI's two
 * workers), more than the 10 s default; so the first render may take longer.
 */
const canvasStart = { timeout: 30_000 };

async function expectCategoriesFromBackend(canvas: FrameLocator): Promise<void> {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Kategori' })).toBeVisible(canvasStart);
  await expect(canvas.getByRole('link', { name: 'Detail Foto Keluarga' })).toBeVisible();
  const image = canvas.getByRole('img', { name: 'Foto Keluarga' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** The sidebar lists the story; on phones it sits behind the navigation menu. */
async function expectSidebarWithStory(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('link', { name: story.name, exact: true })).toBeVisible();
}

/** The worker that controls the canvas, and the scope of the registration it belongs to. */
async function workerOf(canvas: FrameLocator): Promise<{ script?: string; scope?: string }> {
  return canvas.locator('body').evaluate(async () => ({
    script: navigator.serviceWorker.controller?.scriptURL,
    scope: (await navigator.serviceWorker.getRegistration())?.scope,
  }));
}

/** Storybook's own mock worker, in its folder of the deployed site. */
function storybookWorker(baseURL: string | undefined): { script: string; scope: string } {
  return {
    script: new URL('storybook/mockServiceWorker.js', baseURL).href,
    scope: new URL('storybook/', baseURL).href,
  };
}

test('the preview serves Storybook from its folder, not the app shell or the 404 page', async ({ request }) => {
  for (const path of ['storybook', 'storybook/', 'storybook/index.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.url(), path).toMatch(/\/storybook\/(index\.html)?$/);
    expect(await response.text(), path).toMatch(/<title>[^<]*Storybook<\/title>/);
  }
  const worker = await request.get('storybook/mockServiceWorker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
});

test('Storybook opens at <base>storybook/ in a fresh browser, its stories answered by its own mock worker', async ({
  page,
  isMobile,
  baseURL,
}) => {
  const canvas = await openStory(page);
  await expectCategoriesFromBackend(canvas);
  await expectSidebarWithStory(page, isMobile);
  expect(await workerOf(canvas)).toEqual(storybookWorker(baseURL));
});

test('Storybook gets its mock data while the app, whose worker scope contains it, is open in the same browser', async ({
  page,
  context,
  isMobile,
  baseURL,
}) => {
  const appScope = new URL('./', baseURL).href;
  await openApp(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(appScope);

  // A second tab, beside the app's open one.
  const storybook = await context.newPage();
  const canvas = await openStory(storybook);
  await expectCategoriesFromBackend(canvas);
  await expectSidebarWithStory(storybook, isMobile);
  expect(await workerOf(canvas)).toEqual(storybookWorker(baseURL));
  const scopes = await storybook.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(scopes.sort()).toEqual([appScope, storybookWorker(baseURL).scope]);

  await openApp(page, 'category');
  await expect(page.getByRole('link', { name: 'Detail Foto Keluarga' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(new URL('sw.js', baseURL).href);
});
