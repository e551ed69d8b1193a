import { expect, test } from '@playwright/test';
import { viewportOptions } from '@story-harness/viewports';
import { openStory } from './storybook-preview';
import { watchProblems } from './page-problems';

/**
 * Stories opened straight at their canvas's address in a fresh browser context, as a shared link or the
 * manager's first load opens them: MSW's worker is not registered yet, and the story must wait for it
 * rather than meet the static server (issue 47: 'Awaiting Payment On Mobile' opened as the login page, its
 * `/me` answered 404). One of each kind: a page in the app's routes, a dashboard page, the demo panel.
 */
const firstOpens = [
  { id: 'pages-paymentpage--awaiting-payment-on-mobile', viewport: viewportOptions.mobile },
  { id: 'dashboard-packageformpage--edit', viewport: viewportOptions.desktop },
  { id: 'demo-demopanel--open-on-mobile', viewport: viewportOptions.mobile },
];

for (const { id, viewport } of firstOpens) {
  test(`${id} is right on its first open`, async ({ page }) => {
    await page.setViewportSize({
      width: Number.parseInt(viewport.styles.width, 10),
      height: Number.parseInt(viewport.styles.height, 10),
    });
    const takeProblems = watchProblems(page);
    const outcome = await openStory(page, id);

    expect(outcome.errors, 'errors of the render or play function').toEqual([]);
    expect(outcome.violations, 'a11y violations').toEqual([]);
    expect(outcome.passed).toBe(true);
    expect(takeProblems(), 'errors logged and files missing').toEqual([]);
  });
}
