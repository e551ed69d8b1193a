import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readQris, summariseQris } from '@/lib/qris/qris';
import { FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';
import { paymentQris } from '../payment-qris';

describe('paymentQris', () => {
  it('is a dynamic QRIS of the studio for the amount due now, referencing the transaction', () => {
    const { payload, summary } = paymentQris(66, 112_500);
    expect(() => readQris(payload)).not.toThrow();
    expect(summariseQris(payload)).toEqual(summary);
    expect(summary).toEqual({
      pointOfInitiation: '12',
      merchantName: 'STUDIO SENJA (DEMO)',
      merchantCity: 'YOGYAKARTA',
      amount: 112_500,
      reference: 'TRX-66',
    });
  });
});

describe('the QRIS on the payment page', () => {
  it('names the payee, the reference and the amount the code carries', async () => {
    testServer.use(serveTransaction(paymentStates.awaitingPayment()));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    expect(await screen.findByRole('img', { name: /^Kode QR pembayaran sebesar Rp.440\.000$/ })).toBeInTheDocument();
    expect(screen.getByText('STUDIO SENJA (DEMO)')).toBeInTheDocument();
    expect(screen.getByText(`YOGYAKARTA · Ref. TRX-${FIXTURE_TRANSACTION_ID}`)).toBeInTheDocument();
    expect(screen.getByText(/^Nominal:/)).toHaveTextContent('Nominal: Rp 440.000');
  });

  it('copies the installment due now, as digits a bank app accepts', async () => {
    const user = userEvent.setup();
    testServer.use(serveTransaction(paymentStates.downPaymentHalfValid()));
    await renderApp({ url: `/payment/${FIXTURE_TRANSACTION_ID}`, user: 'customer' });
    await user.click(await screen.findByRole('button', { name: 'Salin nominal' }));
    expect(await screen.findByText('Nominal Rp 220.000 disalin')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('220000');
  });
});
