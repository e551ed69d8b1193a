import { expect, type Locator, type Page } from '@playwright/test';
import { STUDIO_NOW } from './studio-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const jakarta = (instant: number) => new Date(instant + 7 * 60 * 60 * 1000);

/** The studio's calendar day `days` from the suite's today, as an API date ("2026-11-30T00:00:00.000Z"). */
export function studioDayAhead(days: number): string {
  return `${jakarta(STUDIO_NOW.getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10)}T00:00:00.000Z`;
}

/**
 * Opens the date picker that `opener` names inside `scope` and clicks the studio's day `days` ahead of the
 * suite's today, turning the months as a person would (the pickers open on today's month, or on the field's
 * day when it has one: `shownMonthOf` says which day that is).
 */
export async function pickDayAhead(
  page: Page,
  scope: Locator,
  opener: RegExp,
  days: number,
  shownMonthOf: string = studioDayAhead(0),
): Promise<void> {
  const target = new Date(studioDayAhead(days));
  const shown = new Date(shownMonthOf);
  const monthsAhead =
    (target.getUTCFullYear() - shown.getUTCFullYear()) * 12 + target.getUTCMonth() - shown.getUTCMonth();
  await scope.getByRole('button', { name: opener }).click();
  await calendarAtRest(page);
  for (let step = 0; step < monthsAhead; step += 1) {
    await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
    await calendarAtRest(page);
  }
  // While the months slide, the one leaving still shows its days: wait until only the target month's remain.
  const day = page.getByRole('gridcell', { name: String(target.getUTCDate()), exact: true });
  await expect(day).toHaveCount(1);
  await day.click();
}

/**
 * Waits until the open calendar has finished growing in and sliding its months: a click aimed at a day while
 * it still moves can land on its neighbour (seen once beside a busy core: the booking's own day was hit, so it
 * kept its date).
 */
async function calendarAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const calendar = document.querySelector('[role="grid"]')?.closest('[role="dialog"]');
    if (!calendar) return false;
    return document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return !target || !calendar.contains(target) || animation.playState === 'finished';
    });
  });
}
