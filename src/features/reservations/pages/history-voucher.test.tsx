import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reservationFixture, serveOwnReservations } from '@/test/fixtures/reservations';
import { renderApp } from '@/test/render-app';
import { rowIn } from '@/test/table-rows';
import { testServer } from '@/test/test-server';

/** #65 booked with SENJAHEMAT (Rp 50.000 off Rp 350.000), still to pay; #66 booked without a voucher. */
const bookings = [
  reservationFixture({
    id: 65,
    status: 'pending',
    transactionId: 165,
    days: 3,
    voucher: { code: 'SENJAHEMAT', discount: 50_000 },
  }),
  reservationFixture({ id: 66, status: 'pending', transactionId: 166, days: 4 }),
];

async function openHistory() {
  testServer.use(serveOwnReservations(bookings));
  await renderApp({ url: '/history', user: 'customer' });
  return screen.findByRole('table', { name: 'Akan datang' });
}

/** The amounts an entry lists, each with the term that names it: ['Subtotal', 'Rp 350.000']. */
const amountsIn = (entry: HTMLElement) =>
  within(entry)
    .queryAllByRole('term')
    .map((term) => [
      term.textContent,
      within(entry).getByRole('definition', { name: term.textContent ?? '' }).textContent,
    ]);

describe('history of a booking made with a voucher', () => {
  it('shows the subtotal, what the voucher took off and the total on its row and on its card', async () => {
    const table = await openHistory();
    const card = within(screen.getByRole('list', { name: 'Akan datang' }))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('#65'));
    if (!card) throw new Error('#65 has no card');
    for (const entry of [rowIn(table, '#65'), card]) {
      expect(amountsIn(entry)).toEqual([
        ['Subtotal', 'Rp\u00a0350.000'],
        ['Potongan voucher (SENJAHEMAT)', '−Rp\u00a050.000'],
        ['Total', 'Rp\u00a0300.000'],
      ]);
      expect(within(entry).getByText(/^Menunggu pembayaran · bayar Rp\s300\.000 sebelum /)).toBeInTheDocument();
    }
  });

  it('shows no amounts on a booking without a voucher', async () => {
    const table = await openHistory();
    const row = rowIn(table, '#66');
    expect(amountsIn(row)).toEqual([]);
    expect(within(row).queryByText(/Potongan voucher|Subtotal/)).not.toBeInTheDocument();
    expect(within(row).getByText(/^Menunggu pembayaran · bayar Rp\s350\.000 sebelum /)).toBeInTheDocument();
  });
});
