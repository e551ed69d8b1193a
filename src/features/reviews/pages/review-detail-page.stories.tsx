import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { answer, apiUrl, storyHandlers } from '@story-harness/story-handlers';
import { showingText, stillLoading } from '@story-harness/page-states';
import { onDesktop, onMobile } from '@story-harness/viewports';
import type { Review } from '@/lib/api/api-types';
import { failGet } from '@/test/fixtures/catalogue';
import { FIXTURE_RESERVATION_TOTAL, fixtureBookedItems } from '@/test/fixtures/transactions';
import { ReviewDetailPage } from './review-detail-page';
import { testedBy } from '@story-harness/story-parameters';

const review: Review = {
  id: 9,
  rating: 4,
  review:
    'Anak-anak yang biasanya susah diam bisa diarahkan dengan sabar.\nFoto keluarga kami akhirnya lengkap dan semua tersenyum.',
  createdAt: '2026-11-10T09:00:00.000Z',
  reservationId: 41,
  reservation: {
    id: 41,
    date: '2026-11-08T00:00:00.000Z',
    status: 'success',
    updatedAt: '2026-11-08T05:00:00.000Z',
    total: FIXTURE_RESERVATION_TOTAL,
    ...fixtureBookedItems,
  },
  user: { id: 2, name: 'Sari Wulandari' },
};

const serveReview = answer('review/:reservationId', review, 'Berhasil mengambil data ulasan');

const meta = {
  title: 'Pages/ReviewDetailPage',
  component: ReviewDetailPage,
  ...inAppAt('/review/41/detail', 'customer'),
} satisfies Meta<typeof ReviewDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: onDesktop,
  parameters: storyHandlers(serveReview),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sari Wulandari' })).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Rating 4 dari 5' })).toBeInTheDocument();
    await expect(canvas.getByText('4/5')).toBeVisible();
    await expect(canvas.getByText('Tambahan Orang × 1')).toBeVisible();
  },
};

export const PopulatedOnMobile: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveReview),
};

export const ServerMessage: Story = testedBy(
  showingText(storyHandlers(failGet('review/:reservationId', 404, 'Ulasan tidak ditemukan')), 'Ulasan tidak ditemukan'),
  'review-detail-page.test.tsx',
  "shows the server's message when the review cannot be loaded",
);

export const FallbackMessage: Story = testedBy(
  showingText(
    storyHandlers(http.get(apiUrl('review/:reservationId'), () => HttpResponse.json({}, { status: 500 }))),
    'An error occurred',
  ),
  'review-detail-page.test.tsx',
  'falls back to An error occurred when the server gives no message',
);

export const Loading: Story = stillLoading('review/:reservationId', 'Memuat ulasan');
