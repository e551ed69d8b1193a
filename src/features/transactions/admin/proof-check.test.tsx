import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatStudioMoment } from '@/lib/format';
import { appRoutes } from '@/lib/app-routes';
import { slotStart } from '@/lib/rules/studio-time';
import { FIXTURE_TRANSACTION_ID, serveTransaction, transactionFixture } from '@/test/fixtures/transactions';
import { renderApp } from '@/test/render-app';
import { testServer } from '@/test/test-server';

async function openDetail(transaction = transactionFixture()) {
  testServer.use(serveTransaction(transaction));
  await renderApp({ url: appRoutes.dashboard.transactionDetail.to(FIXTURE_TRANSACTION_ID), user: 'admin' });
  return transaction;
}

/** The check's facts as "label = value" lines. */
function facts(check: HTMLElement): string[] {
  const values = within(check).getAllByRole('definition');
  return within(check)
    .getAllByRole('term')
    .map((term, index) => `${term.textContent} = ${values[index]?.textContent}`);
}

describe('the proof check on the transaction detail', () => {
  it('says what a full payment must have brought, and by when, beside the proof waiting', async () => {
    const transaction = await openDetail(transactionFixture({ proofs: [null] }));
    const check = await screen.findByRole('region', { name: 'Periksa bukti 1 sebelum memvalidasi' });
    expect(facts(check).slice(0, 3)).toEqual([
      'Yang harus masuk = Rp\u00a0440.000 · Pembayaran penuh',
      `Referensi = TRX-${FIXTURE_TRANSACTION_ID}`,
      `Batas waktu = ${formatStudioMoment(transaction.expiredAt)}`,
    ]);
    const checklist = within(check).getByRole('list', { name: 'Daftar periksa bukti 1' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nominal yang masuk tepat Rp\u00a0440.000, tidak kurang dan tidak lebih.',
      `Waktu transfer sebelum ${formatStudioMoment(transaction.expiredAt)} dan sesuai tanggal pada bukti.`,
      `Referensi TRX-${FIXTURE_TRANSACTION_ID} tercantum bila aplikasi pembayar menampilkannya.`,
      'Dana benar-benar masuk di mutasi rekening atau dasbor QRIS studio. Jangan hanya percaya tangkapan layar.',
    ]);
  });

  it('expects the balance by the session start once the down payment was accepted', async () => {
    const transaction = await openDetail(transactionFixture({ type: 'downpayment', proofs: ['true', null] }));
    const check = await screen.findByRole('region', { name: 'Periksa bukti 2 sebelum memvalidasi' });
    const sessionStart = slotStart(transaction.reservation.date, transaction.reservation.timeSlot.time);
    expect(facts(check).slice(0, 3)).toEqual([
      'Yang harus masuk = Rp\u00a0220.000 · Pelunasan (tahap 2)',
      `Referensi = TRX-${FIXTURE_TRANSACTION_ID}`,
      `Batas waktu = ${formatStudioMoment(sessionStart)}`,
    ]);
    expect(screen.queryByRole('region', { name: /Periksa bukti 1/ })).not.toBeInTheDocument();
  });

  it('shows no check once every proof is decided', async () => {
    await openDetail(transactionFixture({ proofs: ['true'] }));
    expect(await screen.findByRole('table', { name: 'Bukti pembayaran' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Periksa bukti/ })).not.toBeInTheDocument();
  });

  it('opens the proof large, and twice as large to read its small print', async () => {
    const user = userEvent.setup();
    await openDetail(transactionFixture({ proofs: [null] }));
    const check = await screen.findByRole('region', { name: 'Periksa bukti 1 sebelum memvalidasi' });
    await user.click(within(check).getByRole('button', { name: 'Lihat Bukti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bukti Pembayaran' });
    expect(within(dialog).getByRole('img', { name: 'Bukti pembayaran' })).toHaveStyle({ width: '100%' });
    await user.click(within(dialog).getByRole('button', { name: 'Perbesar' }));
    expect(within(dialog).getByRole('button', { name: 'Perkecil' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('img', { name: 'Bukti pembayaran' })).toHaveStyle({ width: '200%' });
  });
});
