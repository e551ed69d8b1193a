import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { paths } from '../../../lib/paths';
import { ReviewsPage } from './reviews-page';

const listUrl = '*/api/v1/reviews';

const meta = {
  title: 'Dashboard/ReviewsPage',
  component: ReviewsPage,
  parameters: { user: 'admin', route: paths.dashboard.reviews.to() },
  globals: onDesktop,
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ulasan' })).toBeVisible();
    await expect((await canvas.findAllByRole('img', { name: /^Rating / })).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('img', { name: /^Rating / })).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { story: [http.get(listUrl, () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { story: [http.get(listUrl, () => HttpResponse.json({ data: [], message: 'Berhasil mengambil data ulasan' }))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
  },
};

export const FetchError: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [http.get(listUrl, () => HttpResponse.json({ message: 'Terjadi kesalahan pada server. Coba lagi nanti.' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.');
  },
};
