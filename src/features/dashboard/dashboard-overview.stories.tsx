import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { answer, fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import type { DashboardOverview as Overview } from '@/lib/api/api-types';
import { PageHeader } from '@/components/page-header';
import { appRoutes } from '@/lib/app-routes';
import { DashboardOverview } from './dashboard-overview';

const overviewPath = 'dashboard/overview';

const answering = (overview: Overview) =>
  storyHandlers(answer(overviewPath, overview, 'Berhasil mengambil ringkasan dashboard'));

/** A day without walk-ins, before anyone has come, and nothing else waiting. */
const quietDay = {
  todayWalkIns: 0,
  todayArrivals: 0,
  todayNoShows: 0,
  balancesDueToday: { count: 0, amount: 0 },
  paymentsInReview: 0,
  albumsToEdit: 0,
};

/** Midday on a busy day at the counter. */
const busyCounter: Overview = {
  proofsWaiting: 3,
  refundsWaiting: 1,
  todayBookings: 12,
  todayWalkIns: 3,
  todayArrivals: 5,
  todayNoShows: 1,
  deadlinesWithin24h: 2,
  receivedThisMonth: 12_750_000,
  balancesDueToday: { count: 2, amount: 425_000 },
  paymentsInReview: 1,
  albumsToEdit: 4,
};

const meta = {
  title: 'Dashboard/Ringkasan',
  component: DashboardOverview,
  ...asAdminAt(appRoutes.dashboard.todaySchedule.to()),
  // Where it shows: under the schedule's header.
  decorators: [
    (Story) => (
      <>
        <PageHeader title="Jadwal untuk Senin, 23 November 2026" />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded studio, counted by the emulated backend: some proofs wait for the admin. */
export const ProofsWaiting: Story = {
  parameters: {
    testedBy: {
      file: 'dashboard-overview.test.tsx',
      test: "heads today's schedule with the backend's counts, and the Transaksi menu entry shows the proofs waiting",
    },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /Bukti menunggu validasi/ });
    await expect(link).toHaveAttribute('href', appRoutes.dashboard.transactions.to('waiting'));
    await expect(link).toHaveTextContent(/^[1-9]\d*Bukti menunggu validasi/);
  },
};

export const NothingWaiting: Story = {
  parameters: answering({
    ...quietDay,
    proofsWaiting: 0,
    refundsWaiting: 0,
    todayBookings: 4,
    deadlinesWithin24h: 0,
    receivedThisMonth: 0,
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Semua sudah diperiksa')).toBeVisible());
    await expect(canvas.getByRole('link', { name: /Bukti menunggu validasi/ })).toHaveTextContent(/^0/);
    await expect(canvas.getByText('0 sudah hadir')).toBeVisible();
    await expect(canvas.getByText('Tidak ada pelunasan hari ini')).toBeVisible();
    await expect(canvas.getByText('Tidak ada yang perlu ditinjau')).toBeVisible();
    await expect(canvas.getByText('Semua sudah dikembalikan')).toBeVisible();
  },
};

/**
 * The morning summary's figures: the balances due today with their rupiah, and what waits for the admin elsewhere,
 * each opening its list.
 */
export const WaitingForTheAdmin: Story = {
  parameters: answering(busyCounter),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Rp 425.000 belum dilunasi')).toBeVisible());
    await expect(canvas.getByText('Sisa pembayaran hari ini')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^1\s*Pembayaran perlu ditinjau/ })).toHaveAttribute(
      'href',
      appRoutes.dashboard.payments.to('review'),
    );
    await expect(canvas.getByRole('link', { name: /^1\s*Pengembalian dana menunggu/ })).toHaveAttribute(
      'href',
      appRoutes.dashboard.refunds.to('waiting'),
    );
    await expect(canvas.getByRole('link', { name: /^4\s*Pilihan foto menunggu diedit/ })).toHaveAttribute(
      'href',
      appRoutes.dashboard.albums.to('editing'),
    );
  },
};

/** On a laptop at midday: today's card says who has come, who did not, and how many walked in. */
export const BusyCounter: Story = {
  parameters: answering(busyCounter),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('5 sudah hadir · 1 tidak hadir · 3 walk-in')).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: onMobile,
  parameters: answering(busyCounter),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Rp 12.750.000')).toBeVisible());
    await expect(canvas.getByText('5 sudah hadir · 1 tidak hadir · 3 walk-in')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: storyHandlers(hang(overviewPath)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Memuat ringkasan' })).toBeInTheDocument();
  },
};

export const FetchError: Story = {
  parameters: storyHandlers(fail(overviewPath, 500)),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server. Coba lagi nanti.'),
    );
  },
};
