import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { hoursFromNow } from '@/test/fixtures/relative-time';
import { refundFixture, reservationFixture } from '@/test/fixtures/reservations';
import { ReservationDetailPage } from './reservation-detail-page';

const { reservationDetail } = appRoutes.dashboard;

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
    await expect(canvas.getByText('Jadwal reservasi ini belum pernah diubah.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No. Telepon')).toBeVisible());
  },
};

/** A booking its customer moved once, then the admin moved again with a reason: the trail lists both, newest first. */
const movedTwice = {
  ...reservationFixture({ id: 61, status: 'pending', transactionId: 161, days: 4, time: '11:00', payment: 'paid' }),
  reschedules: [
    {
      id: 1,
      movedBy: { name: 'Sari Wulandari', role: 'user' as const },
      fromDate: '2026-11-25T00:00:00.000Z',
      fromTime: '12:40',
      toDate: '2026-11-26T00:00:00.000Z',
      toTime: '12:40',
      reason: null,
      createdAt: hoursFromNow(-50),
    },
    {
      id: 2,
      movedBy: { name: 'Admin Studio', role: 'admin' as const },
      fromDate: '2026-11-26T00:00:00.000Z',
      fromTime: '12:40',
      toDate: '2026-11-27T00:00:00.000Z',
      toTime: '11:00',
      reason: 'Fotografer berhalangan, pelanggan setuju lewat telepon',
      createdAt: hoursFromNow(-3),
    },
  ],
};

export const RescheduleTrail: Story = {
  parameters: { route: reservationDetail.to(61), ...storyHandlers(answer('reservation/:id', movedTwice)) },
  play: async ({ canvas }) => {
    const trail = await canvas.findByRole('region', { name: 'Riwayat Perubahan Jadwal' });
    await waitFor(() => expect(trail).toHaveTextContent('oleh Admin Studio (Admin)'));
    const moves = within(trail).getAllByRole('listitem');
    await expect(moves[0]).toHaveTextContent('AlasanFotografer berhalangan, pelanggan setuju lewat telepon');
    await expect(moves[0]).toHaveTextContent('KeJumat, 27 November 2026 pukul 11.00 WIB');
    await expect(moves[1]).toHaveTextContent('oleh Sari Wulandari (Pelanggan)');
    await expect(moves[1]).toHaveTextContent('DariRabu, 25 November 2026 pukul 12.40 WIB');
  },
};

/** A paid booking the studio called off, giving back Rp 200.000 of Rp 350.000: the refund waits, with the reason. */
const cancelledByStudio = reservationFixture({
  id: 62,
  status: 'cancelled',
  transactionId: 162,
  days: 2,
  payment: 'paid',
  refund: {
    ...refundFixture({ reservationId: 62, amount: 200_000, paid: 350_000 }),
    by: 'admin',
    percent: null,
    bankAccount: null,
    reason: 'Fotografer berhalangan',
  },
});

export const CancelledWithRefund: Story = {
  parameters: { route: reservationDetail.to(62), ...storyHandlers(answer('reservation/:id', cancelledByStudio)) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/^Pengembalian dana Rp\s200\.000 · Menunggu$/)).toBeVisible());
    await expect(canvas.getByRole('definition', { name: 'Alasan pembatalan' })).toHaveTextContent(
      'Fotografer berhalangan',
    );
    await expect(canvas.getByText('Dibatalkan')).toBeVisible();
  },
};

/** Booked with SENJAHEMAT, its down payment in: the subtotal and the discount stand before the total left to pay. */
const withVoucher = reservationFixture({
  id: 63,
  status: 'pending',
  transactionId: 163,
  days: 3,
  payment: 'balance-due',
  voucher: { code: 'SENJAHEMAT', discount: 50_000 },
});

export const WithVoucher: Story = {
  globals: onMobile,
  parameters: { route: reservationDetail.to(63), ...storyHandlers(answer('reservation/:id', withVoucher)) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('definition', { name: 'Subtotal' })).toBeVisible());
    await expect(canvas.getByRole('definition', { name: 'Subtotal' })).toHaveTextContent(/^Rp\s350\.000$/);
    await expect(canvas.getByRole('definition', { name: 'Potongan voucher (SENJAHEMAT)' })).toHaveTextContent(
      /^−Rp\s50\.000$/,
    );
    await expect(canvas.getByRole('definition', { name: 'Total' })).toHaveTextContent(/^Rp\s300\.000$/);
    await expect(canvas.getByRole('definition', { name: 'Sisa' })).toHaveTextContent(/^Rp\s150\.000$/);
  },
};

export const Loading: Story = {
  parameters: storyHandlers(hang('reservation/:id')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: {
    route: reservationDetail.to(999_999),
    testedBy: {
      file: 'reservations-page.test.tsx',
      test: "reads 'Error: message' when the reservation cannot be loaded",
    },
  },
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
