import type { Page } from '@playwright/test';

/**
 * Watches a page for what a story must not cause: an error logged (`console.error`, an uncaught exception)
 * and a request the server answered with an error, such as an API call that missed the mock worker and met
 * the static server's 404. Answers the mock worker gave (a story's simulated failure) are the story's own,
 * and Chromium's own line for each failed load is left out, since the answer itself is checked. Returns what
 * was seen since the last call.
 */
export function watchProblems(page: Page): () => string[] {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
      problems.push(`console.error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.fromServiceWorker()) {
      problems.push(`${response.status()} from the server: ${response.url()}`);
    }
  });
  return () => {
    const seen = problems;
    problems = [];
    return seen;
  };
}
