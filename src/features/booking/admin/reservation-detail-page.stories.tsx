import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { ReservationDetailPage } from './reservation-detail-page';

const { reservationDetail } = paths.dashboard;

const meta = {
  title: 'Dashboard/ReservationDetailPage',
  component: ReservationDetailPage,
  ...dashboardPageAt(reservationDetail.to(1)),
} satisfies Meta<typeof ReservationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('ID Reservasi')).toBeVisible());
    await expect(canvas.getByText('Email')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No. Telepon')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: storyHandlers(hang('reservation/:id')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: reservationDetail.to(999_999) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error: Data tidak ditemukan'));
  },
};

export const ServerError: Story = {
  parameters: storyHandlers(fail('reservation/:id', 500)),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Error: Terjadi kesalahan pada server. Coba lagi nanti.'),
    );
  },
};
