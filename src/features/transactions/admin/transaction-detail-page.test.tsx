import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@/lib/rules/studio-time';
import { appRoutes } from '@/lib/app-routes';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { fail } from '@story-harness/story-handlers';
import { answerConfirmation } from '@/test/confirmation';
import type { Refund, Transaction } from '@/lib/api/api-types';
import { refundFixture } from '@/test/fixtures/reservations';
import { FIXTURE_RESERVATION_TOTAL, serveTransaction, transactionFixture } from '@/test/fixtures/transactions';

const { transactionDetail } = appRoutes.dashboard;

async function renderDetail(id: number) {
  await renderApp({ url: transactionDetail.to(id), user: 'admin' });
}

type Kind = 'full-waiting' | 'down-half-valid' | 'rejected-and-waiting' | 'paid' | 'expired';

/** A seeded transaction in the given state. */
function seeded(kind: Kind) {
  return testBackend.store.read((db) => {
    const proofsOf = (id: number) => db.transactionDetails.filter((proof) => proof.transactionId === id);
    const count = (id: number, isValid: 'true' | 'false' | null) =>
      proofsOf(id).filter((proof) => proof.isValid === isValid).length;
    const transaction = db.transactions.find((row) => {
      if (kind === 'paid' || kind === 'expired') return row.status === kind;
      if (row.status !== 'unpaid') return false;
      if (kind === 'full-waiting')
        return row.type === 'fullpayment' && count(row.id, null) === 1 && proofsOf(row.id).length === 1;
      if (kind === 'down-half-valid')
        return row.type === 'downpayment' && count(row.id, 'true') === 1 && count(row.id, null) === 1;
      return count(row.id, 'false') === 1 && count(row.id, null) === 1;
    });
    if (!transaction) throw new Error(`The seed has no ${kind} transaction`);
    return transaction;
  });
}

const proofRows = async () =>
  within(await screen.findByRole('table', { name: 'Bukti pembayaran' }))
    .getAllByRole('row')
    .slice(1);

/** Renders the detail of a seeded transaction in the given state. */
async function renderSeeded(kind: Kind) {
  await renderDetail((await seeded(kind)).id);
}

/** The transaction cannot be completed (marked paid) from the page as it stands. */
function expectNoCompletion() {
  expect(screen.queryByRole('button', { name: 'Selesaikan Transaksi' })).not.toBeInTheDocument();
}

/** Completes the transaction: 'Selesaikan Transaksi', confirmed with 'Ya, Tandai Lunas'. */
async function markPaid(user: UserEvent) {
  await answerConfirmation(
    user,
    await screen.findByRole('button', { name: 'Selesaikan Transaksi' }),
    'Ya, Tandai Lunas',
  );
}

async function decide(row: HTMLElement, button: 'Valid' | 'Tidak Valid') {
  const user = userEvent.setup();
  await answerConfirmation(user, within(row).getByRole('button', { name: button }), 'Ya');
}

describe('TransactionDetailPage', () => {
  it("offers 'Valid' and 'Tidak Valid' only on proofs still waiting", async () => {
    await renderSeeded('rejected-and-waiting');
    const rows = await proofRows();
    expect(rows).toHaveLength(2);
    const waiting = rows.filter((row) => within(row).queryByText('Menunggu Validasi'));
    const rejected = rows.filter((row) => within(row).queryByText('Tidak Valid', { selector: '.MuiChip-label' }));
    expect(waiting).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(within(waiting[0]!).getByRole('button', { name: 'Valid' })).toBeInTheDocument();
    expect(within(waiting[0]!).getByRole('button', { name: 'Tidak Valid' })).toBeInTheDocument();
    expect(within(rejected[0]!).queryByRole('button', { name: /Valid/ })).not.toBeInTheDocument();
    expectNoCompletion();
  });

  it('validates the proof of a full payment, then marks the transaction paid', async () => {
    const user = userEvent.setup();
    await renderSeeded('full-waiting');
    expectNoCompletion();
    await decide((await proofRows())[0]!, 'Valid');
    expect(await screen.findByText('Bukti pembayaran dinyatakan valid')).toBeInTheDocument();
    await markPaid(user);
    expect(await screen.findByText('Transaksi berhasil ditandai lunas')).toBeInTheDocument();
    expect(await screen.findByText('Transaksi Selesai')).toBeInTheDocument();
    expectNoCompletion();
  });

  it('needs both halves of a down payment valid before it can be completed', async () => {
    await renderSeeded('down-half-valid');
    expect(await screen.findByText('Cicilan (DP 50%)')).toBeInTheDocument();
    expectNoCompletion();
    const waiting = (await proofRows()).find((row) => within(row).queryByText('Menunggu Validasi'));
    await decide(waiting!, 'Valid');
    expect(await screen.findByRole('button', { name: 'Selesaikan Transaksi' })).toBeInTheDocument();
  });

  it('rejects a proof and keeps the transaction open while another proof is valid', async () => {
    await renderSeeded('down-half-valid');
    const waiting = (await proofRows()).find((row) => within(row).queryByText('Menunggu Validasi'));
    await decide(waiting!, 'Tidak Valid');
    expect(await screen.findByText('Bukti pembayaran dinyatakan tidak valid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Valid' })).not.toBeInTheDocument());
    expect(screen.queryByText('Transaksi Kadaluarsa')).not.toBeInTheDocument();
    expectNoCompletion();
  });

  it('shows a refused decision as an error toast', async () => {
    testServer.use(fail('transaction/:id/valid/:detailId', 409, 'Bukti sudah divalidasi', 'put'));
    await renderSeeded('full-waiting');
    await decide((await proofRows())[0]!, 'Valid');
    expect(await screen.findByText('Bukti sudah divalidasi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused completion as an error toast', async () => {
    const user = userEvent.setup();
    testServer.use(fail('transaction/:id/paid', 409, 'Bukti pembayaran belum lengkap', 'put'));
    await renderSeeded('full-waiting');
    await decide((await proofRows())[0]!, 'Valid');
    await markPaid(user);
    expect(await screen.findByText('Bukti pembayaran belum lengkap')).toBeInTheDocument();
    expect(screen.queryByText('Transaksi Selesai')).not.toBeInTheDocument();
  });

  it("shows 'Transaksi Selesai' on a paid transaction, without decisions", async () => {
    await renderSeeded('paid');
    expect(await screen.findByText('Transaksi Selesai')).toBeInTheDocument();
    expect(await proofRows()).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Valid' })).not.toBeInTheDocument();
    expectNoCompletion();
  });

  it("shows 'Transaksi Kadaluarsa' on an expired transaction and hides its proofs", async () => {
    await renderSeeded('expired');
    expect(await screen.findByText('Transaksi Kadaluarsa')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bukti pembayaran' })).not.toBeInTheDocument();
    expectNoCompletion();
  });

  it("opens a proof's image in a dialog", async () => {
    const user = userEvent.setup();
    await renderSeeded('full-waiting');
    await user.click(within((await proofRows())[0]!).getByRole('button', { name: 'Lihat Bukti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bukti Pembayaran' });
    expect(within(dialog).getByRole('img', { name: 'Bukti pembayaran' })).toHaveAttribute(
      'src',
      expect.stringContaining('receipt'),
    );
  });

  it('warns that a proof still waiting when its session has started must be decided now', async () => {
    const transaction = await seeded('down-half-valid');
    const sessionStart = await testBackend.store.read((db) => {
      const reservation = db.reservations.find((row) => row.id === transaction.reservationId);
      if (!reservation) throw new Error('no reservation');
      return slotStart(reservation.date, reservation.snapshot.time);
    });
    const seededAt = testBackend.clock.now();
    await testBackend.clock.travelTo(new Date(sessionStart.getTime() + 60_000));
    try {
      await renderDetail(transaction.id);
      expect(await screen.findByText('Sesi foto sudah dimulai')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('belum diperiksa, padahal sesi fotonya sudah dimulai');
    } finally {
      await testBackend.clock.travelTo(seededAt);
    }
  });

  it('says nothing is overdue before the session starts', async () => {
    await renderSeeded('down-half-valid');
    await proofRows();
    expect(screen.queryByText('Sesi foto sudah dimulai')).not.toBeInTheDocument();
  });

  it("reads 'Transaction not found' for an unknown id", async () => {
    await renderDetail(999_999);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Transaction not found$/));
  });
});

describe('TransactionDetailPage: a payment taken at the counter', () => {
  /** Opens 'Catat pembayaran' and answers its dialog. */
  async function openCounterPayment(user: UserEvent) {
    await user.click(await screen.findByRole('button', { name: 'Catat pembayaran' }));
    return screen.findByRole('dialog', { name: 'Catat pembayaran' });
  }

  /** The facts' value of a label: 'Dibayar' → 'Rp 440.000'. */
  const factValue = (label: string) => screen.getByRole('definition', { name: label }).textContent;

  it('is offered only while an installment is due and no proof waits for a decision', async () => {
    await renderSeeded('full-waiting');
    await proofRows();
    expect(screen.queryByRole('button', { name: 'Catat pembayaran' })).not.toBeInTheDocument();
  });

  it('records the balance of a down payment paid in cash, which completes the money and lets it be marked paid', async () => {
    const user = userEvent.setup();
    await renderSeeded('down-half-valid');
    const waiting = (await proofRows()).find((row) => within(row).queryByText('Menunggu Validasi'));
    await decide(waiting!, 'Tidak Valid');
    const dialog = await openCounterPayment(user);
    const amount = within(dialog).getByRole('textbox', { name: /Jumlah \(Rp\)/ });
    const due = Number((amount as HTMLInputElement).value);
    expect(due).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan pembayaran' }));
    expect(await within(dialog).findByText('Metode pembayaran tidak boleh kosong')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Tunai' }));
    await user.clear(amount);
    await user.type(amount, String(due + 5000));
    expect(await within(dialog).findByText(/^Jumlah melebihi yang harus dibayar/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, String(due));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan pembayaran' }));
    expect(await screen.findByText('Pembayaran berhasil dicatat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cash = (await proofRows()).at(-1)!;
    expect(within(cash).getByText('Tunai')).toBeInTheDocument();
    expect(within(cash).getByText('Valid')).toBeInTheDocument();
    expect(factValue('Sisa')).toBe('Rp\u00a00');
    expect(factValue('Dibayar')).toBe(factValue('Total'));
    expect(await screen.findByRole('button', { name: 'Selesaikan Transaksi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Catat pembayaran' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    testServer.use(fail('transaction/:id/counter-payment', 409, 'Pembayaran sudah lengkap', 'post'));
    await renderSeeded('down-half-valid');
    const waiting = (await proofRows()).find((row) => within(row).queryByText('Menunggu Validasi'));
    await decide(waiting!, 'Tidak Valid');
    const dialog = await openCounterPayment(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan pembayaran' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Pembayaran sudah lengkap'));
    expect(screen.getByRole('dialog', { name: 'Catat pembayaran' })).toBeInTheDocument();
  });
});

describe('TransactionDetailPage: a booking made with a voucher', () => {
  const factOf = (label: string) => screen.getByRole('definition', { name: label });
  const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

  async function renderFixture(transaction: Transaction) {
    testServer.use(serveTransaction(transaction));
    await renderDetail(transaction.id);
    await screen.findByRole('heading', { name: 'Transaksi' });
  }

  it('shows the subtotal and what the voucher took off before the total, and halves what is left', async () => {
    await renderFixture(
      transactionFixture({ type: 'downpayment', proofs: ['true'], voucher: { code: 'SENJAHEMAT', discount: 40_000 } }),
    );
    expect(terms()).toEqual(
      expect.arrayContaining(['Subtotal', 'Potongan voucher (SENJAHEMAT)', 'Total', 'Dibayar', 'Sisa']),
    );
    expect(terms().indexOf('Total') - terms().indexOf('Subtotal')).toBe(2);
    expect(factOf('Subtotal')).toHaveTextContent(/^Rp\s440\.000$/);
    expect(factOf('Potongan voucher (SENJAHEMAT)')).toHaveTextContent(/^−Rp\s40\.000$/);
    expect(factOf('Total')).toHaveTextContent(/^Rp\s400\.000$/);
    expect(factOf('Dibayar')).toHaveTextContent(/^Rp\s200\.000$/);
    expect(factOf('Sisa')).toHaveTextContent(/^Rp\s200\.000$/);
    expect(factOf('Cicilan (DP 50%)')).toHaveTextContent(/^Rp\s200\.000$/);
  });

  it('shows no voucher lines without a discount', async () => {
    await renderFixture(transactionFixture());
    expect(factOf('Total')).toHaveTextContent(/^Rp\s440\.000$/);
    expect(screen.queryByRole('definition', { name: 'Subtotal' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Potongan voucher/)).not.toBeInTheDocument();
  });

  it('shows a booking its voucher made free as done, with nothing to record or decide', async () => {
    await renderFixture(
      transactionFixture({ status: 'paid', voucher: { code: 'SENJAGRATIS', discount: FIXTURE_RESERVATION_TOTAL } }),
    );
    expect(screen.getByText('Transaksi Selesai')).toBeInTheDocument();
    expect(factOf('Potongan voucher (SENJAGRATIS)')).toHaveTextContent(/^−Rp\s440\.000$/);
    expect(factOf('Total')).toHaveTextContent(/^Rp\s0$/);
    expect(factOf('Sisa')).toHaveTextContent(/^Rp\s0$/);
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Catat pembayaran' })).not.toBeInTheDocument();
    expectNoCompletion();
  });
});

describe('TransactionDetailPage: a booking called off', () => {
  const RESERVATION_ID = transactionFixture().reservationId;

  async function renderCancelled(refund: Refund | null) {
    const transaction = transactionFixture({
      status: 'paid',
      reservationStatus: 'cancelled',
      proofs: ['true'],
      refund,
    });
    testServer.use(serveTransaction(transaction));
    await renderDetail(transaction.id);
    await screen.findByRole('heading', { name: 'Transaksi' });
  }

  it('says why the studio called a paid booking off, and that its refund waits', async () => {
    await renderCancelled({
      ...refundFixture({ reservationId: RESERVATION_ID, amount: 175_000, paid: FIXTURE_RESERVATION_TOTAL }),
      by: 'admin',
      percent: null,
      bankAccount: null,
      reason: 'Fotografer sakit',
    });
    expect(screen.getByRole('definition', { name: 'Alasan pembatalan' })).toHaveTextContent(/^Fotografer sakit$/);
    expect(screen.getByText(/^Pengembalian dana Rp\s175\.000 · Menunggu$/)).toBeInTheDocument();
  });

  it('shows a customer’s own cancellation’s refund paid back, without a reason', async () => {
    await renderCancelled(
      refundFixture({
        reservationId: RESERVATION_ID,
        amount: 220_000,
        paid: FIXTURE_RESERVATION_TOTAL,
        paidAt: '2026-11-28',
      }),
    );
    expect(
      screen.getByText(/^Pengembalian dana Rp\s220\.000 · Dikembalikan Sab, 28 Nov 2026 \(Transfer\)$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Alasan pembatalan')).not.toBeInTheDocument();
  });

  it('says nothing of a refund when the cancellation gave nothing back', async () => {
    await renderCancelled(null);
    expect(screen.queryByText(/^Pengembalian dana/)).not.toBeInTheDocument();
    expect(screen.queryByText('Alasan pembatalan')).not.toBeInTheDocument();
  });
});
