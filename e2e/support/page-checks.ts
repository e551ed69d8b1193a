import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Console errors and warnings, and uncaught errors, from here on (hydration mismatches are reported there): a
 * page that works logs none.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, width: number, label: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label} at ${width} px`).toBeLessThanOrEqual(width);
}

/**
 * axe's experimental rules (those tagged `experimental` in the axe-core that @axe-core/playwright injects,
 * 4.13), e.g. label-content-name-mismatch (WCAG 2.5.3). axe leaves them out unless asked. Each is turned on
 * by name, beside the default rules: `withTags([..., 'experimental'])` would instead run every rule with one
 * of the tags given, so the default set would change too (some rules off by default have WCAG tags).
 */
const EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/**
 * Waits until every transition and animation that ends has ended (a dialog fading in, a drawer sliding): axe reads
 * the colours of an element half faded in as too faint. Endless ones (a skeleton's pulse, a spinner) are left running.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe, its default rules and the experimental ones, finds no serious or critical violation on the page as it is
 * once its transitions have ended.
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  await settledAnimations(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  // A rule axe does not know is not run, and says nothing: each must have run (on this page or found nothing to check).
  const ran = new Set(
    [...results.passes, ...results.incomplete, ...results.violations, ...results.inapplicable].map(({ id }) => id),
  );
  expect(
    EXPERIMENTAL_RULES.filter((rule) => !ran.has(rule)),
    'experimental rules that did not run',
  ).toEqual([]);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Keeps every layout shift the browser reports without recent input, from the page's first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recorded so far (`recordLayoutShifts`); -1 when nothing was recording. */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() =>
    'layoutShifts' in window ? (window.layoutShifts as number[]).reduce((sum, value) => sum + value, 0) : -1,
  );
}
