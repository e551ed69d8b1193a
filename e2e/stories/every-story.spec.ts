import { expect, test as base, type Page } from '@playwright/test';
import { builtStories, openPreview, runStory, viewportsOfStories, type StoryViewports } from './storybook-preview';
import { watchProblems } from './page-problems';

interface Preview {
  page: Page;
  viewports: StoryViewports;
  /** What went wrong in the page since the last call: errors logged, files the server did not have. */
  takeProblems: () => string[];
}

/**
 * One preview page per worker, as the manager keeps its preview iframe while stories are picked one after
 * the other: the first story a worker runs is a first open (a fresh context, no service worker yet), the
 * others find Storybook loaded. After a failure Playwright starts a new worker, so the next story is a
 * first open again. first-open.spec.ts opens stories straight at their address in fresh contexts.
 */
const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const takeProblems = watchProblems(page);
      await openPreview(page);
      await use({ page, viewports: await viewportsOfStories(page), takeProblems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The size a story not pinned to a viewport runs at: the desktop one (.storybook/viewports.ts). */
const UNPINNED = { width: 1280, height: 800 };

for (const story of builtStories()) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    const { page, viewports, takeProblems } = preview;
    takeProblems();
    await page.setViewportSize(viewports[story.id] ?? UNPINNED);
    const outcome = await runStory(page, story.id);

    expect(outcome.errors, 'errors of the render or play function').toEqual([]);
    expect(outcome.violations, 'a11y violations').toEqual([]);
    expect(outcome.passed).toBe(true);
    expect(takeProblems(), 'errors logged and files missing').toEqual([]);
  });
}
