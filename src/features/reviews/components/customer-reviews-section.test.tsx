import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { someReviews } from '@mocks/domain/reviews/reviews';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';
import { CustomerReviewsSection } from './customer-reviews-section';

describe('customer reviews section', () => {
  it('shows the newest reviews in order, each named after its writer, with the stars and the rating as a number', async () => {
    const newest = await testBackend.store.read((db) => someReviews(db).data);
    await renderApp({ routes: [{ path: '/', element: <CustomerReviewsSection /> }] });
    const carousel = await screen.findByRole('region', { name: 'Ulasan pelanggan' });
    const cards = within(carousel).getAllByRole('article');
    expect(cards).toHaveLength(newest.length);
    newest.forEach((review, index) => {
      const card = within(cards[index]!);
      expect(cards[index]).toHaveAccessibleName(review.user.name);
      expect(card.getByText(review.review)).toBeInTheDocument();
      expect(card.getByRole('img', { name: `Rating ${review.rating} dari 5` })).toBeInTheDocument();
      expect(card.getByText(`${review.rating}/5`)).toBeInTheDocument();
    });
  });
});
