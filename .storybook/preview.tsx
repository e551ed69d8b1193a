import type { Preview } from '@storybook/react-vite';
import { markBackendReady } from '../src/lib/api/backend-ready';
import { withRouter, withStore, withUiProviders } from './decorators';
import { docsTheme } from './docs-theme';
import { mswLoaders } from './msw-worker';
import { backendHandlers, sessionLoader } from './story-backend';
import { viewportOptions } from './viewports';

markBackendReady();

const preview = {
  loaders: [...mswLoaders, sessionLoader],
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
    a11y: { test: 'error' },
    docs: { theme: docsTheme },
    options: {
      storySort: { order: ['Pengantar', 'Token Merek', 'Components', 'Layouts', 'Pages', 'Dashboard'] },
    },
  },
} satisfies Preview;

export default preview;
