import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { UiProviders } from '../src/app/providers';
import { makeStore } from '../src/app/redux-store';
import { rendersAppRouter, routeOf } from './story-parameters';

function FreshStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  return <Provider store={store}>{children}</Provider>;
}

/** Theme, baseline styles, date pickers and snackbars, as the app has them. */
export const withUiProviders: Decorator = (Story) => (
  <UiProviders>
    <Story />
  </UiProviders>
);

/** A new Redux store for every story, made after the session loader has stored (or removed) the token. */
export const withStore: Decorator = (Story, { id }) => (
  <FreshStore key={id}>
    <Story />
  </FreshStore>
);

/** Component stories get a memory router at `parameters.route`; stories rendering the app's router get none. */
export const withRouter: Decorator = (Story, { parameters }) =>
  rendersAppRouter(parameters) ? (
    <Story />
  ) : (
    <MemoryRouter initialEntries={[routeOf(parameters)]}>
      <Story />
    </MemoryRouter>
  );
