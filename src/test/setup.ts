import '@testing-library/jest-dom/vitest';
// Testing Library cleans up by itself only where `afterEach` is a global, and Vitest's globals are off here.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { NO_NETWORK_SIMULATION } from '@mocks/domain/demo/network-simulation';
import { setAppClockOffset } from '../lib/time/app-clock';
import { markBackendReady } from '../lib/api/backend-ready';
import { skipReactOwnerStacks } from './react-owner-stacks';
import { recordLazyLoads } from './lazy-loads';
import { testBackend, testServer } from './test-server';
import { keepOnlyObservedStyles } from './visibility-styles';
import { readFormsWithNodeFiles } from './form-data-files';
import { printPageOnlyWhenRead } from './element-errors';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { loadStudioGlobalStyles } from '../theme/global-styles';
import { studioTheme } from '../theme/theme';
import { loadDeferredSections } from '../components/deferred-section';

skipReactOwnerStacks();
recordLazyLoads();
markBackendReady();
keepOnlyObservedStyles();
readFormsWithNodeFiles();
printPageOnlyWhenRead();
// The tests' browser prefers reduced motion, as a user may: what they check is where things end up, and a dialog,
// a menu or a toast that moves keeps each test waiting for its transition (a tenth of some files' time). jsdom
// answers no media query, so the theme, made once per worker, is told to reduce motion always.
const theme = studioTheme();
theme.motion.reducedMotion = 'always';
// The date pickers read the device's setting by themselves, so they are told too.
theme.components = { ...theme.components, MuiDatePicker: { defaultProps: { reduceAnimations: true } } };
// The global styles (baseline, fonts) come in a chunk of their own, loaded here so that they render with the rest.
await loadStudioGlobalStyles();
// jsdom lays nothing out, so there is nowhere to scroll; the router's scroll restoration calls this on every page.
window.scrollTo = () => undefined;
// Lazy pages are compiled on first use: on a busy 2-core machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Testing Library sets this once per worker; with files sharing a worker, every file needs it again.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  testServer.listen({ onUnhandledRequest: 'error' });
  // Sections below the fold (the footer) load after the page in a browser; a test sees them drawn at once.
  await loadDeferredSections();
});
beforeEach(async () => {
  localStorage.clear();
  await testBackend.store.reset();
  await testBackend.network.replace(NO_NETWORK_SIMULATION);
  setAppClockOffset(0);
});
afterEach(() => {
  cleanup();
  // user-event leaves its clipboard stub on `navigator` when Vitest's globals are off. Storybook gives a
  // play function a user-event of its own copy whenever the page has a clipboard, and that second copy on
  // the same document would make React miss typed text (see src/test/storybook-test.ts).
  Reflect.deleteProperty(navigator, 'clipboard');
  testServer.resetHandlers();
});
afterAll(() => testServer.close());
