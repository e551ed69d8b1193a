import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp, type TestUser } from './render-app';

export interface AuthPageCase {
  url: string;
  heading: string;
  /** The link to the other of the two pages, and where it goes. */
  switchLabel: string;
  switchTo: string;
  /** Who is already signed in when the page is opened, and the path they land on from it. */
  signedIn: TestUser;
  landsOn: string;
}

/**
 * The cases the sign-in and registration pages share: the form with its links, and a signed-in user sent where
 * they land (home, or the dashboard for an admin).
 */
export function itBehavesAsAnAuthPage({ url, heading, switchLabel, switchTo, signedIn, landsOn }: AuthPageCase): void {
  it('shows the form with its links', async () => {
    await renderApp({ url });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: switchLabel })).toHaveAttribute('href', switchTo);
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/');
  });

  it(`sends a signed-in ${signedIn} to ${landsOn}`, async () => {
    const { router } = await renderApp({ url, user: signedIn, preload: [landsOn] });
    await waitFor(() => expect(router.state.location.pathname).toBe(landsOn));
  });
}
