import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '@/test/fill';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';

/** The demo customer's completed reservation that has no review yet. */
async function unreviewedReservationId(): Promise<number> {
  const id = await testBackend.store.read((db) => {
    const customer = db.users.find((row) => row.email === 'pelanggan@studio.test');
    return db.reservations.find(
      (row) =>
        row.userId === customer?.id &&
        row.status === 'success' &&
        !db.reviews.some((review) => review.reservationId === row.id),
    )?.id;
  });
  if (id === undefined) throw new Error('Seed tanpa reservasi selesai yang belum diulas');
  return id;
}

/**
 * Picks a star as a click does. MUI's Rating reads the hovered star from the pointer's position, which
 * jsdom cannot lay out, so the click is fired without a pointer move.
 */
const chooseStars = (stars: number) => fireEvent.click(screen.getByRole('radio', { name: `${stars} Bintang` }));

async function openForm(reservationId = 1) {
  const view = await renderApp({ url: `/review/${reservationId}`, user: 'customer' });
  await screen.findByRole('form', { name: 'Formulir ulasan' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('review form page', () => {
  it('shows the rating as x/5', async () => {
    await openForm();
    expect(screen.getByText('0/5')).toBeInTheDocument();
    chooseStars(4);
    // Formik validates the new rating after the click: waiting lets that update land before the test ends.
    expect(await screen.findByText('4/5')).toBeInTheDocument();
  });

  it('requires a rating and a review text', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Rating tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByText('Review minimal 1 karakter')).toBeInTheDocument();
  });

  it('refuses a review longer than 1000 characters', async () => {
    const { user } = await openForm();
    const review = screen.getByRole('textbox', { name: 'Ulasan' });
    await user.click(review);
    await user.paste('a'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Review maksimal 1000 karakter')).toBeInTheDocument();
  });

  it('sends the review and opens its detail page', async () => {
    const reservationId = await unreviewedReservationId();
    const { user, router } = await openForm(reservationId);
    chooseStars(5);
    await fill(user, screen.getByRole('textbox', { name: 'Ulasan' }), 'Fotografernya ramah sekali.');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/review/${reservationId}/detail`));
    expect(await screen.findByRole('heading', { name: 'Detail Ulasan' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(screen.getByText('Fotografernya ramah sekali.')).toBeInTheDocument();
  });
});
