import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../src/app/router';
import type { StoryUser } from './story-parameters';

/** The whole app, with its shells, guards and lazy pages, opened at a URL. */
function AppAtUrl({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  return <RouterProvider router={router} />;
}

/** Makes a page story render inside the app's own routes, as a visitor reaches it at `url`, or as `user` signed in. */
export function inAppAt(url: string, user?: StoryUser) {
  return {
    parameters: user ? { appUrl: url, user } : { appUrl: url },
    render: () => <AppAtUrl url={url} />,
  };
}
