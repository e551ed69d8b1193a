import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { markBackendReady } from '../src/lib/api/backend-ready';
import { loadStudioGlobalStyles } from '../src/theme/global-styles';
import { withRouter, withStore, withUiProviders } from './decorators';
import { docsTheme } from './docs-theme';
import { mswLoaders } from './msw-worker';
import { backendHandlers, signInLoader } from './story-backend';
import { viewportOptions } from './viewports';

markBackendReady();
/**
 * How long a play function's `findBy…` and `waitFor` wait for what they expect, as the jsdom tests do
 * (src/test/setup.ts). Testing Library's 1 s is less than a story's first open in a browser takes on a busy
 * 2-core machine: MSW's worker registers, the page's lazy chunk loads through it, then `/me` and the page's
 * reads answer; measured 2 to 4 s, and the play failed on the right screen still loading.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * axe's experimental rules (those tagged `experimental` in axe-core 4.14, which the a11y addon and the stories'
 * tests run), left out by axe unless asked: each is turned on by name, beside the default rules. In the tests'
 * jsdom, without layout or fonts, the ones that compare styles (p-as-heading, css-orientation-lock) find
 * nothing; the end-to-end suite runs them in Chromium (e2e/support/page-checks.ts). focus-order-semantics
 * stays off here, where any violation fails a story: it finds only MUI's own focus-trap sentinels (the empty
 * `tabindex="0"` guards of every dialog, drawer and menu) and MUI X's date field, neither ours to change. The
 * end-to-end suite runs it, and it reports minor there, which does not fail.
 */
const experimentalAxeRules = [
  'css-orientation-lock',
  'hidden-content',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

const preview = {
  // The global styles come in a chunk of their own: loaded before the first story renders, they apply from it.
  loaders: [...mswLoaders, signInLoader, loadStudioGlobalStyles],
  decorators: [withRouter, withStore, withUiProviders],
  parameters: {
    layout: 'fullscreen',
    msw: {
      /**
       * The first handler that matches answers. `story` comes first, so a story's own handlers put
       * there (`msw: { handlers: { story: [...] } }`) win over the shared emulated backend.
       */
      handlers: { story: [], backend: backendHandlers },
    },
    viewport: { options: viewportOptions },
    a11y: {
      test: 'error',
      options: { rules: Object.fromEntries(experimentalAxeRules.map((rule) => [rule, { enabled: true }])) },
    },
    docs: { theme: docsTheme },
    options: {
      storySort: { order: ['Pengantar', 'Token Merek', 'Components', 'Layouts', 'Pages', 'Dashboard'] },
    },
  },
} satisfies Preview;

export default preview;
