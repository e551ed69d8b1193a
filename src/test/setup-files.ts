/**
 * What the test projects run before their tests (vite.config.ts gives them to Vitest); `npm run test:changed`
 * counts everything these import as reaching every test. Paths from the project's root, as Vitest takes them.
 */
export const BACKEND_SETUP_FILES = ['./src/test/console-guard.ts', './src/test/fixed-clock.ts'];
export const UI_SETUP_FILES = [...BACKEND_SETUP_FILES, './src/test/setup.ts'];
/** The UI project's environment: Vitest's jsdom with the observed part of its user-agent sheet. */
export const UI_ENVIRONMENT = './src/test/jsdom-environment.ts';
