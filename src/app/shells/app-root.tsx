import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The parent of every route: a page opened by a link or a redirect starts at its top, back and forward
 * return to where the page was left. Outside React Router's framework mode ScrollRestoration renders
 * nothing, so prerendered HTML and hydration stay the same; it acts only in the browser, after rendering.
 */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
