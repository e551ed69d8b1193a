import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadRoutesFor, routes } from '../src/app/router';
import type { StoryUser } from './story-parameters';

/** The whole app, with its shells, guards and lazy pages, opened at a URL. */
function AppAtUrl({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  return <RouterProvider router={router} />;
}

/**
 * Makes a page story render inside the app's own routes, as a visitor reaches it at `url`, or as `user` signed
 * in. As the app does before its first render, the loader loads the lazy pages the address matches: the
 * story's first render shows the page, and a play function waits only for the page's reads.
 */
export function inAppAt(url: string, user?: StoryUser) {
  return {
    parameters: user ? { appUrl: url, user } : { appUrl: url },
    loaders: [() => loadRoutesFor(new URL(url, 'http://story').pathname, '/')],
    render: () => <AppAtUrl url={url} />,
  };
}
