/**
 * A prerendered page shows its forms before React owns them. What a visitor (or the browser's autofill)
 * puts into them meanwhile must not be lost, and a submission must not fall through to the browser's own,
 * which would reload the page with the password in the address.
 */

/** `<html data-app>` once React listens to the page's events (set before hydrating, then 'app-ready'). */
export const APP_STARTING = 'starting';

/**
 * On `<html>`, which React does not hydrate: the place in `document.forms` of a form submitted before React
 * listened to it, sent once the page has hydrated. On the form itself it would not match what React renders.
 */
export const SUBMITTED_EARLY = 'data-submitted-early';

/**
 * The prerendered page's inline guard, run as the HTML is parsed: until the app starts, a submission only
 * marks its form. Written out here so the attribute has one home; the build puts it into the page.
 */
export const earlySubmitGuard = [
  "addEventListener('submit', (event) => {",
  '  if (document.documentElement.dataset.app || !(event.target instanceof HTMLFormElement)) return;',
  '  event.preventDefault();',
  `  document.documentElement.setAttribute('${SUBMITTED_EARLY}', [...document.forms].indexOf(event.target));`,
  '}, true);',
].join('\n');
