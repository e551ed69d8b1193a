import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '@/test/fixtures/transactions';
import type { Transaction } from '@/lib/api/api-types';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

async function openPayment(transaction: Transaction) {
  testServer.use(serveTransaction(transaction));
  await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
  return screen.findByRole('heading', { name: 'Ringkasan Reservasi' });
}

const amountOf = (term: string | RegExp) => screen.getByRole('definition', { name: term });
const qrCode = () => screen.queryByRole('img', { name: /Kode QR pembayaran/ });

describe('payment page of a booking with a voucher', () => {
  it('shows the subtotal and what the voucher took off before the total, and asks for what is left', async () => {
    await openPayment(paymentStates.awaitingWithVoucher());
    expect(amountOf('Subtotal')).toHaveTextContent(/^Rp\s440\.000$/);
    expect(amountOf('Potongan voucher (SENJAHEMAT)')).toHaveTextContent(/^−Rp\s40\.000$/);
    expect(amountOf('Total')).toHaveTextContent(/^Rp\s400\.000$/);
    expect(amountOf('Sisa')).toHaveTextContent(/^Rp\s400\.000$/);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.indexOf('Potongan voucher (SENJAHEMAT)')).toBe(terms.indexOf('Subtotal') + 1);
    expect(terms.indexOf('Total')).toBe(terms.indexOf('Subtotal') + 2);
    await waitFor(() => expect(qrCode()).toHaveAccessibleName(/^Kode QR pembayaran sebesar Rp\s400\.000$/));
    expect(screen.getByRole('region', { name: /^Menunggu pembayaran · bayar Rp\s400\.000 sebelum/ })).toBeVisible();
  });

  it('shows no voucher lines for a booking without one', async () => {
    await openPayment(paymentStates.awaitingPayment());
    expect(amountOf('Total')).toHaveTextContent(/^Rp\s440\.000$/);
    expect(screen.queryByRole('definition', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Potongan voucher/)).not.toBeInTheDocument();
  });
});

describe('payment page of a booking its voucher made free', () => {
  it('reads as paid, asks for no payment nor proof, and owes nothing', async () => {
    await openPayment(paymentStates.freeBooking());
    const header = screen.getByRole('region', { name: 'Lunas' });
    expect(header).toHaveTextContent(
      /^LunasTidak ada yang perlu dibayar: voucher SENJAGRATIS menanggung seluruh biaya\. Sampai jumpa di studio pada /,
    );
    expect(within(header).getByRole('link', { name: 'Buka di Google Maps' })).toBeInTheDocument();
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bukti pembayaran')).not.toBeInTheDocument();
    expect(
      screen.getByText('Reservasi ini tidak perlu dibayar, jadi tidak ada bukti pembayaran yang dikirim.'),
    ).toBeInTheDocument();
    expect(amountOf('Subtotal')).toHaveTextContent(/^Rp\s440\.000$/);
    expect(amountOf('Potongan voucher (SENJAGRATIS)')).toHaveTextContent(/^−Rp\s440\.000$/);
    expect(amountOf('Total')).toHaveTextContent(/^Rp\s0$/);
    expect(amountOf('Dibayar')).toHaveTextContent(/^Rp\s0$/);
    expect(amountOf('Sisa')).toHaveTextContent(/^Rp\s0$/);
  });

  it('may still be called off, with no refund and so no account asked for', async () => {
    await openPayment(paymentStates.freeBooking());
    await screen.findByRole('region', { name: 'Kebijakan pembatalan' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan reservasi?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Dana yang dikembalikan/)).not.toBeInTheDocument();
  });
});
