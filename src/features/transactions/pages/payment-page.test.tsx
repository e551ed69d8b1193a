import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failTransaction,
  FIXTURE_TRANSACTION_ID,
  paymentStates,
  serveTransaction,
  transactionFixture,
} from '@/test/fixtures/transactions';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { renderApp } from '@/test/render-app';
import { testBackend, testServer } from '@/test/test-server';
import { insertRow } from '@mocks/db/draft';
import { pngFile } from '@mocks/test-kit/png';

const openPayment = (id: number = FIXTURE_TRANSACTION_ID) => renderApp({ url: `/payment/${id}`, user: 'customer' });
const qrCode = () => screen.queryByRole('img', { name: /Kode QR pembayaran/ });

describe('payment page', () => {
  it('shows the booking, its session from start to end, the total and both installments of a down payment', async () => {
    testServer.use(serveTransaction(paymentStates.downPaymentHalfValid()));
    await openPayment();
    expect(await screen.findByText('Foto Keluarga')).toBeInTheDocument();
    expect(screen.getByText('12.40–13.00 WIB')).toBeInTheDocument();
    expect(screen.getByText('Keluarga Kecil')).toBeInTheDocument();
    expect(screen.getByText('Tambahan Orang × 1 orang')).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Total' })).toHaveTextContent(/440\.000/);
    expect(screen.getByRole('definition', { name: 'DP 50% (tahap 1)' })).toHaveTextContent(/220\.000/);
    expect(screen.getByRole('definition', { name: 'Pelunasan (tahap 2)' })).toHaveTextContent(/220\.000/);
    expect(screen.getByRole('definition', { name: 'Dibayar' })).toHaveTextContent(/220\.000/);
    expect(screen.getByRole('definition', { name: 'Sisa' })).toHaveTextContent(/220\.000/);
  });

  it('says the balance paid at the studio and how, and that nothing is left', async () => {
    testServer.use(serveTransaction(paymentStates.balancePaidAtTheStudio()));
    await openPayment();
    expect(await screen.findByText('Tunai di studio')).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Dibayar' })).toHaveTextContent(/440\.000/);
    expect(screen.getByRole('definition', { name: 'Sisa' })).toHaveTextContent(/Rp\s0$/);
  });

  it('asks for the remaining payment of a down payment with one valid proof', async () => {
    testServer.use(serveTransaction(paymentStates.downPaymentHalfValid()));
    await openPayment();
    expect(
      await screen.findByRole('heading', { name: 'Pelunasan: kirim bukti pembayaran sisa 50%' }),
    ).toBeInTheDocument();
    expect(qrCode()).toHaveAccessibleName(/220\.000/);
  });

  it('shows the QR code and the proof form while payment is open', async () => {
    testServer.use(serveTransaction(paymentStates.awaitingPayment()));
    await openPayment();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Kode QR pembayaran/ })).toHaveAccessibleName(/440\.000/),
    );
    expect(screen.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeInTheDocument();
    expect(screen.getByText('Belum ada bukti pembayaran yang dikirim.')).toBeInTheDocument();
  });

  it.each([
    ['paid', paymentStates.paid, 'Lunas', /Pembayaran telah diterima/],
    ['expired', paymentStates.expired, 'Pembayaran kadaluarsa', /dilepas untuk pelanggan lain/],
    ['cancelled', paymentStates.cancelled, 'Reservasi telah dibatalkan', /dapat dipesan pelanggan lain/],
  ])('says %s at the top and shows no QR code nor form', async (_state, fixture, title, detail) => {
    testServer.use(serveTransaction(fixture()));
    await openPayment();
    await waitFor(() => expect(screen.getByRole('region', { name: title })).toHaveTextContent(detail));
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).not.toBeInTheDocument();
  });

  it('shows the cancellation policy the booking was made under, not the settings in force', async () => {
    testServer.use(
      serveTransaction(
        transactionFixture({
          type: 'downpayment',
          policy: {
            ...bookingPolicyOf(DEFAULT_SETTINGS),
            cancellation: {
              tiers: [
                { minHoursBefore: 48, refundPercent: 80 },
                { minHoursBefore: 0, refundPercent: 0 },
              ],
              downPaymentRefundable: false,
            },
          },
        }),
      ),
    );
    await openPayment();
    const policy = await screen.findByRole('region', { name: 'Kebijakan pembatalan' });
    expect(within(policy).getByText('Kebijakan yang berlaku saat reservasi dibuat')).toBeInTheDocument();
    expect(
      within(policy)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '48 jam atau lebih sebelum sesi: dana kembali 80%',
      'Kurang dari 48 jam sebelum sesi: tidak ada pengembalian',
    ]);
    expect(within(policy).getByText('DP tidak dapat dikembalikan')).toBeInTheDocument();
    expect(
      within(policy).getByText('Jadwal dapat dipindah sesuai ketentuan tanpa kehilangan pembayaran.'),
    ).toBeInTheDocument();
  });

  it('keeps showing the policy once the booking is paid', async () => {
    testServer.use(serveTransaction(paymentStates.paid()));
    await openPayment();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Kebijakan pembatalan' })).toHaveTextContent(
        /72 jam atau lebih sebelum sesi: dana kembali 100%/,
      ),
    );
  });

  it.each([
    ['expired', paymentStates.expired],
    ['cancelled', paymentStates.cancelled],
  ])('shows no policy once the booking %s', async (_state, fixture) => {
    testServer.use(serveTransaction(fixture()));
    await openPayment();
    await screen.findByRole('heading', { name: 'Ringkasan Reservasi' });
    expect(screen.queryByRole('region', { name: 'Kebijakan pembatalan' })).not.toBeInTheDocument();
  });

  it('shows no QR code while a proof waits for validation', async () => {
    testServer.use(serveTransaction(paymentStates.proofWaiting()));
    await openPayment();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Bukti sedang diperiksa' })).toHaveTextContent(
        /sedang divalidasi oleh admin/,
      ),
    );
    expect(qrCode()).not.toBeInTheDocument();
  });

  it('asks for a new proof right below the header once the last one was rejected', async () => {
    testServer.use(serveTransaction(paymentStates.proofRejected()));
    await openPayment();
    const header = await screen.findByRole('region', { name: 'Bukti ditolak — unggah ulang' });
    const form = screen.getByRole('form', { name: 'Unggah ulang bukti pembayaran' });
    expect(header.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(qrCode()).toHaveAccessibleName(/440\.000/);
  });

  it('asks for the balance before the session starts once the down payment was accepted', async () => {
    testServer.use(serveTransaction(paymentStates.downPaymentHalfValid()));
    await openPayment();
    const header = await screen.findByRole('region', {
      name: /^DP diterima · pelunasan Rp\s220\.000 paling lambat .+ pukul 12\.40 WIB$/,
    });
    expect(header).toHaveTextContent(/Sisa waktu \d+ hari/);
  });

  it('lists the proofs with their statuses', async () => {
    testServer.use(serveTransaction(paymentStates.proofResentAfterRejection()));
    await openPayment();
    const proofs = await screen.findByRole('table', { name: 'Detail pembayaran' });
    expect(within(proofs).getByText('Tidak Valid')).toBeInTheDocument();
    expect(within(proofs).getByText('Menunggu Validasi')).toBeInTheDocument();
    expect(within(proofs).getAllByText(/440\.000/)).toHaveLength(2);
  });

  it('shows a valid proof as Valid', async () => {
    testServer.use(serveTransaction(paymentStates.paid()));
    await openPayment();
    expect(
      await within(await screen.findByRole('table', { name: 'Detail pembayaran' })).findByText('Valid'),
    ).toBeInTheDocument();
  });

  it('says the data was not found for an unknown transaction', async () => {
    testServer.use(failTransaction(404, 'Transaksi tidak ditemukan'));
    await openPayment();
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('falls back to the server error text when the server fails', async () => {
    testServer.use(failTransaction(500, 'Internal'));
    await openPayment();
    expect(await screen.findByText('Terjadi kesalahan pada server. Coba lagi nanti.')).toBeInTheDocument();
  });

  it('requires an image before sending', async () => {
    testServer.use(serveTransaction(paymentStates.awaitingPayment()));
    await openPayment();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    expect(await screen.findByText('Gambar tidak boleh kosong')).toBeInTheDocument();
  });

  it('uploads the proof, sends it with the transaction, and then waits for validation', async () => {
    const customerTransaction = await testBackend.store.read((db) => {
      const customer = db.users.find((row) => row.email === 'pelanggan@studio.test');
      return db.transactions.find(
        (row) =>
          row.status === 'unpaid' &&
          db.reservations.some(
            (reservation) => reservation.id === row.reservationId && reservation.userId === customer?.id,
          ) &&
          !db.transactionDetails.some((proof) => proof.transactionId === row.id),
      );
    });
    if (!customerTransaction) throw new Error('Seed tanpa transaksi yang menunggu pembayaran');
    const proofUrl = '/uploads/transaction/bukti-uji.png';
    const paid: unknown[] = [];
    // jsdom sends a File in FormData as the text "undefined": the upload is answered here, as the backend would.
    testServer.use(
      http.post('*/api/v1/upload', async () => {
        await testBackend.store.transact((db) => {
          const customer = db.users.find((row) => row.email === 'pelanggan@studio.test');
          insertRow(db, 'uploads', {
            id: 9000,
            url: proofUrl,
            entity: 'transaction',
            mimeType: 'image/png',
            size: 4,
            uploadedBy: customer?.id ?? 0,
            createdAt: new Date().toISOString(),
          });
        });
        return HttpResponse.json({ data: [proofUrl], message: 'Gambar berhasil diunggah' }, { status: 201 });
      }),
      http.post('*/api/v1/transaction/:id/pay', async ({ request }) => {
        paid.push(await request.clone().json());
      }),
    );
    await openPayment(customerTransaction.id);
    const user = userEvent.setup({ delay: null });
    await user.upload(await screen.findByLabelText('Bukti pembayaran'), pngFile('bukti.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau bukti pembayaran' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    expect(await screen.findByText('Bukti pembayaran berhasil dikirim')).toBeInTheDocument();
    expect(paid).toEqual([{ image: proofUrl }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Detail pembayaran' })).getByText('Menunggu Validasi'),
      ).toBeInTheDocument(),
    );
    expect(qrCode()).not.toBeInTheDocument();
  });
});
