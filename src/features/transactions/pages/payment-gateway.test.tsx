import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { FIXTURE_TRANSACTION_ID, gatewayStates, serveTransaction } from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { insertRow, nextId } from '@mocks/db/draft';

const openPayment = (id: number = FIXTURE_TRANSACTION_ID) => renderApp({ url: `/payment/${id}`, user: 'customer' });

/** The demo customer's unpaid transaction with no proof, once the studio took QRIS through the gateway. */
async function gatewayTransactionId(): Promise<number> {
  return testBackend.store.transact((db) => {
    insertRow(db, 'settings', {
      ...DEFAULT_SETTINGS,
      payments: { qris: 'gateway', chargeMinutes: 15 },
      id: nextId(db, 'settings'),
      changedBy: null,
      createdAt: new Date().toISOString(),
    });
    const customer = db.users.find((row) => row.email === 'pelanggan@studio.test');
    const open = db.transactions.find(
      (row) =>
        row.status === 'unpaid' &&
        db.reservations.some(
          (reservation) =>
            reservation.id === row.reservationId &&
            reservation.userId === customer?.id &&
            reservation.status === 'pending',
        ) &&
        !db.transactionDetails.some((proof) => proof.transactionId === row.id),
    );
    if (!open) throw new Error('the seed has no transaction waiting for payment');
    return open.id;
  });
}

describe('the payment page with automatic QRIS', () => {
  it('makes the gateway’s code on request, counts it down and asks for no proof', async () => {
    const user = userEvent.setup();
    const id = await gatewayTransactionId();
    await openPayment(id);
    await user.click(await screen.findByRole('button', { name: 'Buat kode QRIS' }));

    const code = await screen.findByRole('img', { name: /^Kode QR pembayaran sebesar Rp/ });
    expect(code).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Kode berlaku 1[45]:\d\d$/);
    expect(screen.getByText(/Ref\. SENJA-/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kirim bukti/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/bukti pembayaran/i)).not.toBeInTheDocument();
  });

  it('offers a new code once the last one expired', async () => {
    testServer.use(serveTransaction(gatewayStates.chargeExpired()));
    await openPayment();
    expect(await screen.findByText(/Kode QRIS sebelumnya sudah kedaluwarsa/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat kode QRIS baru' })).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('tells the customer a payment of the wrong amount arrived and waits for the studio', async () => {
    testServer.use(serveTransaction(gatewayStates.amountMismatch()));
    await openPayment();
    expect(
      await screen.findByText(
        /Pembayaran Rp 400\.000 sudah diterima gateway, tetapi nominalnya tidak sesuai tagihan \(Rp 440\.000\)/,
      ),
    ).toBeInTheDocument();
  });

  it('shows a paid transaction as Lunas', async () => {
    testServer.use(serveTransaction(gatewayStates.paid()));
    await openPayment();
    expect(await screen.findByRole('heading', { name: 'Lunas' })).toBeInTheDocument();
    expect(screen.getByText('QRIS otomatis, dikonfirmasi payment gateway')).toBeInTheDocument();
  });
});
