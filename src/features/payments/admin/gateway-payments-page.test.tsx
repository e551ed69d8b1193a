import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/db/seed';
import type { Draft } from '@mocks/db/draft';
import { gatewayPayment } from '@mocks/domain/demo/demo-gateway';
import { createCharge } from '@mocks/domain/payments/charges';
import { receiveNotification } from '@mocks/domain/payments/notifications';
import { cancelReservation } from '@mocks/domain/reservations/reservations';
import { currentSettings, updateSettings } from '@mocks/domain/settings/settings';
import { signInDemoAccount, signInWith } from '@mocks/test-kit/sign-in';
import { fail } from '@story-harness/story-handlers';
import { appRoutes } from '@/lib/app-routes';
import { EXPIRED_MESSAGE } from '@/lib/rules/payments';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { ACCEPT_GATEWAY_PAYMENT } from './gateway-payment-actions';
import { GATEWAY_PAYMENTS_LABEL, NONE_IN_REVIEW } from './gateway-payments-page';
import { REFUND_GATEWAY_PAYMENT } from './gateway-refund-dialog';

/** Why a payment waits: Rp 1.000 short, paid after its QRIS lapsed, or for a booking cancelled meanwhile. */
type Reason = 'amount' | 'late' | 'closed';

/** The seed's transactions a charge can be made for: unpaid, their booking pending, no proof waiting, not yet due. */
function openTransactions(db: Draft, now: Date) {
  return db.transactions.filter(
    (transaction) =>
      transaction.status === 'unpaid' &&
      new Date(transaction.expiredAt) > now &&
      db.reservations.some((row) => row.id === transaction.reservationId && row.status === 'pending') &&
      !db.transactionDetails.some((proof) => proof.transactionId === transaction.id && proof.isValid === null),
  );
}

/**
 * Payments kept for review, one for each reason asked, as the QRIS simulator makes them: the studio takes QRIS
 * through the gateway, a seed customer makes a charge for their open transaction, and the gateway's sandbox pays
 * it, its notification then handled by the backend. Answers the bookings paid for, in the order asked.
 */
function paymentsInReview(...reasons: Reason[]): Promise<number[]> {
  return testBackend.store.transact(async (db) => {
    const now = testBackend.clock.now();
    const admin = { token: await signInDemoAccount(db, 'admin', now), now };
    updateSettings(db, admin, { ...currentSettings(db), payments: { qris: 'gateway', chargeMinutes: 15 } });
    const transactions = openTransactions(db, now);
    const paidFor: number[] = [];
    for (const [index, reason] of reasons.entries()) {
      const transaction = transactions[index];
      const reservation = db.reservations.find((row) => row.id === transaction?.reservationId);
      const email = db.users.find((row) => row.id === reservation?.userId)?.email;
      if (!transaction || !reservation || !email) throw new Error('The seed has too few open transactions');
      // Every seeded customer has the demo customer's password.
      const { password } = demoAccounts.customer;
      const customer = { token: (await signInWith(db, { email, password }, now)).data.token, now };
      const charge = createCharge(db, customer, transaction.id).data.charge;
      if (!charge) throw new Error('No charge was made');
      if (reason === 'closed') cancelReservation(db, admin, reservation.id);
      const paid = { qris: charge.qris, amount: reason === 'amount' ? charge.amount - 1000 : undefined };
      const notification = await gatewayPayment(db, now, { ...paid, late: reason === 'late' });
      await receiveNotification(db, now, notification);
      paidFor.push(reservation.id);
    }
    return paidFor;
  });
}

async function renderList(url = appRoutes.dashboard.payments.to()) {
  return renderApp({ url, user: 'admin' });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: GATEWAY_PAYMENTS_LABEL }))
    .getAllByRole('row')
    .slice(1);

/** The list's rows once `count` payments have arrived. */
async function rowsOf(count: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
  return bodyRows();
}

/** The row of the booking `reservationId`. */
function rowOf(reservationId: number): HTMLElement {
  const row = bodyRows().find((candidate) =>
    within(candidate).queryByRole('link', { name: `Reservasi #${reservationId}` }),
  );
  if (!row) throw new Error(`No row for reservation #${reservationId}`);
  return row;
}

describe('GatewayPaymentsPage', () => {
  it('opens on the payments in review, the oldest first, each with its booking, amounts and reason', async () => {
    const [short, late, closed] = await paymentsInReview('amount', 'late', 'closed');
    await renderList();
    expect(screen.getByRole('heading', { name: 'Pembayaran Otomatis', level: 1 })).toBeInTheDocument();
    for (const header of ['Customer', 'Pembayaran', 'Reservasi', 'Jumlah', 'Keterangan', 'Status', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Perlu ditinjau');
    const rows = await rowsOf(3);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.getAttribute('href'))).toEqual(
      [short, late, closed].map((id) => appRoutes.dashboard.reservationDetail.to(id ?? 0)),
    );

    const first = within(rowOf(short!));
    expect(first.getByText(/^Nominal tidak sesuai \(seharusnya Rp\s[\d.]+\)$/)).toBeInTheDocument();
    expect(first.getByText(/^Tagihan Rp\s[\d.]+ \(kurang Rp\s1\.000\)$/)).toBeInTheDocument();
    expect(first.getByText(/^SENJA-\d+-\d+$/)).toBeInTheDocument();
    expect(first.getByText(/^Dibayar .+ WIB$/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: /^Transaksi #\d+$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/transactions\/\d+\/detail$/),
    );
    expect(first.getByText('Perlu ditinjau')).toBeInTheDocument();
    expect(first.getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT })).toBeEnabled();
    expect(first.getByRole('button', { name: REFUND_GATEWAY_PAYMENT })).toBeEnabled();

    expect(within(rowOf(late!)).getByText('Dibayar setelah kode QRIS kedaluwarsa')).toBeInTheDocument();
    const cancelled = within(rowOf(closed!));
    expect(cancelled.getByText('Tagihan sudah tidak aktif')).toBeInTheDocument();
    expect(cancelled.getByText('Reservasi dibatalkan')).toBeInTheDocument();
  });

  it('counts the payments in review on its menu entry', async () => {
    await paymentsInReview('amount', 'late');
    await renderList();
    const entry = await screen.findByRole('link', { name: 'Pembayaran Otomatis 2 pembayaran perlu ditinjau' });
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('says when none waits for review', async () => {
    await renderList();
    expect(await screen.findByText(NONE_IN_REVIEW)).toBeInTheDocument();
  });

  it('accepts a payment short of its charge: the difference is said, then it leaves the review for Diterima admin', async () => {
    const [short] = await paymentsInReview('amount', 'late');
    const { user, router } = await renderList();
    await rowsOf(2);
    await user.click(within(rowOf(short!)).getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT }));
    const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
    expect(dialog).toHaveTextContent(`tagihan reservasi #${short} yang sedang berjalan`);
    expect(dialog).toHaveTextContent(/selisih Rp\s1\.000 diselesaikan langsung dengan pelanggan/);
    await user.click(within(dialog).getByRole('button', { name: 'Ya' }));

    expect(await screen.findByText('Pembayaran diterima')).toBeInTheDocument();
    await rowsOf(1);
    expect(screen.queryByRole('link', { name: `Reservasi #${short}` })).not.toBeInTheDocument();
    // Its menu entry counts the one left.
    expect(
      await screen.findByRole('link', { name: 'Pembayaran Otomatis 1 pembayaran perlu ditinjau' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Diterima admin' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted'));
    const [accepted] = await rowsOf(1);
    expect(within(accepted!).getByText('Diterima admin')).toBeInTheDocument();
    expect(within(accepted!).getByText(/^Ditinjau Admin Studio Senja · .+ WIB$/)).toBeInTheDocument();
    expect(within(accepted!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the booking no longer takes the payment, which stays in review', async () => {
    const [closed] = await paymentsInReview('closed');
    const { user } = await renderList();
    await rowsOf(1);
    await user.click(within(rowOf(closed!)).getByRole('button', { name: ACCEPT_GATEWAY_PAYMENT }));
    const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
    expect(dialog).not.toHaveTextContent('selisih');
    await user.click(within(dialog).getByRole('button', { name: 'Ya' }));
    // Cancelling the booking ended its transaction.
    expect(await screen.findByText(EXPIRED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(closed!)).getByText('Perlu ditinjau')).toBeInTheDocument();
  });

  it('records a payment given back in cash with a note, which then shows among those given back', async () => {
    const [, late] = await paymentsInReview('amount', 'late');
    const { user } = await renderList();
    await rowsOf(2);
    await user.click(within(rowOf(late!)).getByRole('button', { name: REFUND_GATEWAY_PAYMENT }));
    const dialog = await screen.findByRole('dialog', { name: REFUND_GATEWAY_PAYMENT });
    expect(dialog).toHaveTextContent(`untuk reservasi #${late} dicatat sudah dikembalikan`);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Metode pengembalian tidak boleh kosong')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Tunai' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Catatan' }), 'Diambil pelanggan di studio');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Pengembalian dana dicatat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await rowsOf(1);
    expect(screen.queryByRole('link', { name: `Reservasi #${late}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Dikembalikan' }));
    const [refunded] = await rowsOf(1);
    expect(within(refunded!).getByText('Tunai · Diambil pelanggan di studio')).toBeInTheDocument();
    expect(within(refunded!).getByText(/^Ditinjau Admin Studio Senja · /)).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal of a refund', async () => {
    await paymentsInReview('amount');
    testServer.use(fail('payment/:id/refund', 409, 'Pembayaran sudah ditinjau', 'put'));
    const { user } = await renderList();
    const [row] = await rowsOf(1);
    await user.click(within(row!).getByRole('button', { name: REFUND_GATEWAY_PAYMENT }));
    const dialog = await screen.findByRole('dialog', { name: REFUND_GATEWAY_PAYMENT });
    await user.click(within(dialog).getByRole('radio', { name: 'Transfer bank' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Pembayaran sudah ditinjau'));
    expect(screen.getByRole('dialog', { name: REFUND_GATEWAY_PAYMENT })).toBeInTheDocument();
  });

  it('lists every status under Semua, kept in the address', async () => {
    await paymentsInReview('amount');
    const { user, router } = await renderList();
    await rowsOf(1);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Semua' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Diterima otomatis' }));
    expect(await screen.findByText('Tidak ada pembayaran.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=applied');
  });
});
