import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { studioToday, pickDay } from '@/test/date-picker';
import { serveTakenSlots } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';
import { answer, hang } from '@story-harness/story-handlers';

const AGREEMENT = 'Saya setuju dengan kebijakan pembatalan';
const AGREEMENT_REQUIRED = 'Setujui kebijakan pembatalan terlebih dahulu';

/** Records the body of every request the page sends to create a reservation, until `stop`. */
function recordReservationPosts() {
  const bodies: Promise<unknown>[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/v1/reservation'))
      bodies.push(request.clone().json());
  };
  testServer.events.on('request:start', record);
  return {
    bodies: () => Promise.all(bodies),
    stop: () => testServer.events.removeListener('request:start', record),
  };
}

/** Keluarga Kecil of Foto Keluarga, with every slot free, its first slot (10.20) chosen two days ahead, paid in full. */
async function fillReservation() {
  testServer.use(serveTakenSlots([]));
  const view = await renderApp({ url: '/reservation/1', user: 'customer' });
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('form', { name: 'Formulir reservasi' });
  await pickDay(user, document.body, studioToday().add(2, 'day'));
  await user.click(await screen.findByRole('radio', { name: '10.20 sampai 10.40' }));
  await user.click(screen.getByRole('radio', { name: 'Pembayaran Lunas' }));
  return { ...view, user };
}

describe('booking page: the cancellation policy', () => {
  it('shows the policy of the settings in force below the payment method, longest notice first', async () => {
    testServer.use(
      answer('settings', {
        ...DEFAULT_SETTINGS,
        cancellation: {
          tiers: [
            { minHoursBefore: 0, refundPercent: 0 },
            { minHoursBefore: 168, refundPercent: 100 },
            { minHoursBefore: 48, refundPercent: 50 },
          ],
          downPaymentRefundable: false,
        },
        updatedAt: '2026-11-20T03:00:00.000Z',
      }),
    );
    await renderApp({ url: '/reservation/1', user: 'customer' });
    const policy = await screen.findByRole('region', { name: 'Kebijakan pembatalan' });
    expect(
      within(policy)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '168 jam atau lebih sebelum sesi: dana kembali 100%',
      '48–168 jam sebelum sesi: dana kembali 50%',
      'Kurang dari 48 jam sebelum sesi: tidak ada pengembalian',
    ]);
    expect(within(policy).getByText('DP tidak dapat dikembalikan')).toBeInTheDocument();
    expect(
      within(policy).getByText('Jadwal dapat dipindah sesuai ketentuan tanpa kehilangan pembayaran.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: AGREEMENT })).not.toBeChecked();
  });

  it('holds the box’s place with a skeleton while the settings load', async () => {
    testServer.use(hang('settings'));
    await renderApp({ url: '/reservation/1', user: 'customer' });
    await screen.findByRole('form', { name: 'Formulir reservasi' });
    expect(screen.getByRole('status', { name: 'Memuat kebijakan pembatalan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kebijakan pembatalan' })).not.toBeInTheDocument();
  });

  it('refuses to book without the agreement: the checkbox says why and nothing is sent', async () => {
    const posts = recordReservationPosts();
    try {
      const { user, router } = await fillReservation();
      await user.click(screen.getByRole('button', { name: 'Reservasi' }));
      const checkbox = screen.getByRole('checkbox', { name: AGREEMENT });
      await waitFor(() => expect(checkbox).toHaveAccessibleDescription(AGREEMENT_REQUIRED));
      expect(checkbox).toBeInvalid();
      expect(screen.getByText(AGREEMENT_REQUIRED)).toHaveClass('Mui-error');
      expect(router.state.location.pathname).toBe('/reservation/1');
      expect(await posts.bodies()).toEqual([]);

      await user.click(checkbox);
      await waitFor(() => expect(screen.queryByText(AGREEMENT_REQUIRED)).not.toBeInTheDocument());
    } finally {
      posts.stop();
    }
  });

  it('once agreed, sends the booking as before: the agreement stays on the form', async () => {
    const posts = recordReservationPosts();
    try {
      const { user, router } = await fillReservation();
      await user.click(screen.getByRole('checkbox', { name: AGREEMENT }));
      await user.click(screen.getByRole('button', { name: 'Reservasi' }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payment\/\d+$/));
      expect(await posts.bodies()).toEqual([
        {
          date: `${studioToday().add(2, 'day').format('YYYY-MM-DD')}T00:00:00.000Z`,
          timeId: 1,
          categoryId: 1,
          categoryPackageId: 1,
          addons: [],
        },
      ]);
    } finally {
      posts.stop();
    }
  });
});
