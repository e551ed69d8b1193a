import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { layoutShiftOf, recordLayoutShifts } from './support/page-checks';

/**
 * A first visit to each public page, deep links included, moves nothing the visitor already sees: the
 * layout shift the browser reports from the first paint until the page's data is in stays within the budget
 * of issue 49 (CLS ≤ 0.02). The footer below the fold, the skeletons of the final size and the prerendered
 * pages are what keep it there.
 */
const PAGES = ['', 'category', 'category/1', 'gallery', 'contact', 'login', 'register'];
const MAX_LAYOUT_SHIFT = 0.02;

for (const path of PAGES) {
  test(`/${path} shifts nothing on a first visit`, async ({ page }) => {
    await recordLayoutShifts(page);
    await openApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Every section on the first screen has its data (the reviews far below ask for theirs only when near).
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[aria-busy="true"]')].filter(
              (element) => element.getBoundingClientRect().top < window.innerHeight,
            ).length,
        ),
      )
      .toBe(0);
    const total = await layoutShiftOf(page);
    expect(total).toBeGreaterThanOrEqual(0);
    expect(total).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
}
