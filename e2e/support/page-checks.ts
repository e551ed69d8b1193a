import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, width: number, label: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${label} at ${width} px`).toBeLessThanOrEqual(width);
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
