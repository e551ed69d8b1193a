import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../src/app/router';

/** The whole app, with its shells, guards and lazy pages, opened at a URL. */
export function AppAtUrl({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  return <RouterProvider router={router} />;
}

/** Makes a page story render inside the app's own routes, as a visitor reaches it at `url`. */
export function inAppAt(url: string) {
  return {
    parameters: { appUrl: url },
    render: () => <AppAtUrl url={url} />,
  };
}
