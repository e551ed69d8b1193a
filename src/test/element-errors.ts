// The queries' own module, which both Testing Library React and the stories' queries configure and read.
// eslint-disable-next-line testing-library/no-dom-import
import { configure, getConfig, prettyDOM } from '@testing-library/dom';

/**
 * A query that finds nothing fails with the page printed in its message, and inside `waitFor` it fails on
 * every attempt until the page has what it waits for: the page was printed each time (3.4 s of the UI tests'
 * 136), though only the last failure of a failing test is ever read. The message is the same as Testing
 * Library's own, printed when it is first read: when a test fails with it, or `waitFor` gives up on it.
 */
export function printPageOnlyWhenRead(): void {
  configure({
    getElementError: function elementError(message, container) {
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      // Its stack starts at the query, as Testing Library's own does, so a failure shows the test's line.
      Error.captureStackTrace(error, elementError);
      let printed: string | undefined;
      const print = () => {
        // Testing Library's own message, the page as a failure's context: not a debugging leftover.
        // eslint-disable-next-line testing-library/no-debugging-utils
        const page = prettyDOM(container);
        return [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${page}`].filter(Boolean).join('\n\n');
      };
      Object.defineProperty(error, 'message', { configurable: true, get: () => (printed ??= print()) });
      return error;
    },
  });
}
