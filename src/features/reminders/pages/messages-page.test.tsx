import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reminderKindContent } from '@/content/reminder-kinds';
import { appRoutes } from '@/lib/app-routes';
import { renderApp } from '@/test/render-app';

/** A link whose name is an address on this site: the one a reminder's text writes. */
const addressOnThisSite = (name: string) => name.startsWith(`${location.origin}/`);

describe('MessagesPage', () => {
  it("opens the page a reminder's text links to inside the app", async () => {
    const { user, router } = await renderApp({ url: appRoutes.messages.to(), user: 'customer' });
    const inbox = await screen.findByRole('list', { name: 'Pesan masuk' });
    const request = within(inbox)
      .getAllByRole('listitem')
      .find((message) => within(message).queryByText(reminderKindContent['review-request'].label));
    if (!request) throw new Error('The seeded inbox has no review request');
    const summary = within(request).getByRole('button');
    if (summary.getAttribute('aria-expanded') === 'false') await user.click(summary);
    const link = await within(request).findByRole('link', { name: addressOnThisSite });
    const path = new URL(link.textContent ?? '').pathname;
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(path).toMatch(/^\/review\/\d+$/);
  });
});
