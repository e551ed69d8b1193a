import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/lib/app-routes';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';

async function renderList() {
  await renderApp({ url: appRoutes.dashboard.reviews.to(), user: 'admin' });
}

const table = () => screen.getByRole('table', { name: 'Daftar ulasan' });

/** Once the reviews are in: the table is no longer busy with placeholder rows. */
const loaded = () => waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));

const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('ReviewsPage', () => {
  it('lists reviews with truncated text (full text in its title) and stars', async () => {
    await renderList();
    for (const header of ['No', 'ID Reservasi', 'Customer', 'Kategori', 'Paket', 'Ulasan', 'Rating']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await loaded();
    const review = within(bodyRows()[0]!).getByTitle(/./);
    expect(review.getAttribute('title')).toBe(review.textContent);
    expect(within(bodyRows()[0]!).getByRole('img', { name: /Rating [1-5] dari 5/ })).toBeInTheDocument();
  });

  it("searches by customer name and says 'Tidak ada data' when nothing matches", async () => {
    const user = userEvent.setup();
    const reviewer = await testBackend.store.read((db) => {
      const review = db.reviews[0];
      return db.users.find((row) => row.id === review?.userId)?.name ?? '';
    });
    await renderList();
    await loaded();
    await fill(user, screen.getByRole('searchbox'), reviewer);
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes(reviewer))).toBe(true));
    await user.clear(screen.getByRole('searchbox'));
    await fill(user, screen.getByRole('searchbox'), 'tidak ada yang cocok');
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });
});
