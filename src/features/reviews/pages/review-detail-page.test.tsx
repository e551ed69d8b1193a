import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failGet } from '@/test/fixtures/catalogue';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';

async function reviewedReservation() {
  const found = await testBackend.store.read((db) => {
    const customer = db.users.find((row) => row.email === 'pelanggan@studio.test');
    const review = db.reviews.find((row) => row.userId === customer?.id);
    return review && { reservationId: review.reservationId, rating: review.rating, text: review.review };
  });
  if (!found) throw new Error('Seed tanpa ulasan pelanggan demo');
  return found;
}

describe('review detail page', () => {
  it('shows the reservation, the reviewer, the stars and the text', async () => {
    const review = await reviewedReservation();
    await renderApp({ url: `/review/${review.reservationId}/detail`, user: 'customer' });
    expect(await screen.findByRole('heading', { name: 'Sari Wulandari' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Rating ${review.rating} dari 5` })).toBeInTheDocument();
    expect(screen.getByText(`${review.rating}/5`)).toBeInTheDocument();
    expect(screen.getByText(review.text)).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByText(/WIB$/)).toBeInTheDocument();
  });

  it("shows the server's message when the review cannot be loaded", async () => {
    testServer.use(failGet('review/:reservationId', 404, 'Ulasan tidak ditemukan'));
    await renderApp({ url: '/review/999/detail', user: 'customer' });
    expect(await screen.findByText('Ulasan tidak ditemukan')).toBeInTheDocument();
  });

  it('falls back to An error occurred when the server gives no message', async () => {
    testServer.use(http.get('*/api/v1/review/:reservationId', () => HttpResponse.json({}, { status: 500 })));
    await renderApp({ url: '/review/999/detail', user: 'customer' });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
