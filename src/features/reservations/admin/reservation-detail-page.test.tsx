import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@story-harness/story-handlers';
import type { Reservation } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { reservationFixture } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

const { reservationDetail } = appRoutes.dashboard;

async function renderDetail(reservation: Reservation) {
  testServer.use(answer('reservation/:id', reservation));
  await renderApp({ url: reservationDetail.to(reservation.id), user: 'admin' });
  await screen.findByRole('heading', { name: 'Reservasi' });
}

const factOf = (label: string) => screen.getByRole('definition', { name: label });
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('reservation detail page: the money of a booking', () => {
  it('shows the subtotal and what the voucher took off before the total, and what is left of it', async () => {
    await renderDetail(
      reservationFixture({
        id: 63,
        status: 'pending',
        transactionId: 163,
        days: 3,
        payment: 'balance-due',
        voucher: { code: 'SENJAHEMAT', discount: 50_000 },
      }),
    );
    const shown = terms();
    expect(shown.slice(shown.indexOf('Subtotal'), shown.indexOf('Sisa') + 1)).toEqual([
      'Subtotal',
      'Potongan voucher (SENJAHEMAT)',
      'Total',
      'Dibayar',
      'Sisa',
    ]);
    expect(factOf('Subtotal')).toHaveTextContent(/^Rp\s350\.000$/);
    expect(factOf('Potongan voucher (SENJAHEMAT)')).toHaveTextContent(/^−Rp\s50\.000$/);
    expect(factOf('Total')).toHaveTextContent(/^Rp\s300\.000$/);
    expect(factOf('Dibayar')).toHaveTextContent(/^Rp\s150\.000$/);
    expect(factOf('Sisa')).toHaveTextContent(/^Rp\s150\.000$/);
  });

  it('shows no voucher lines for a booking without a discount', async () => {
    await renderDetail(reservationFixture({ id: 64, status: 'pending', transactionId: 164, days: 3 }));
    expect(factOf('Total')).toHaveTextContent(/^Rp\s350\.000$/);
    expect(screen.queryByRole('definition', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Potongan voucher/)).not.toBeInTheDocument();
  });
});
