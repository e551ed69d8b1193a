import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCancelDialog } from '@story-harness/cancel-dialog';
import { inAppAt } from '@story-harness/app-at-url';
import { fail, storyHandlers } from '@story-harness/story-handlers';
import { showingText, stillLoading } from '@story-harness/page-states';
import { onDesktop, onMobile } from '@story-harness/viewports';
import {
  failTransaction,
  FIXTURE_TRANSACTION_ID,
  gatewayStates,
  paymentStates,
  serveTransaction,
  transactionFixture,
} from '@/test/fixtures/transactions';
import type { BookingPolicy, Transaction } from '@/lib/api/api-types';
import { refundFixture, startingInHours } from '@/test/fixtures/reservations';
import { bookingPolicyOf, DEFAULT_SETTINGS } from '@/lib/rules/settings';
import { PaymentPage } from './payment-page';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Pages/PaymentPage',
  component: PaymentPage,
  ...inAppAt(`/payment/${FIXTURE_TRANSACTION_ID}`, 'customer'),
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment page's read answered with this transaction, whose reservation carries its policy and refund. */
const servePayment = (transaction: Transaction, ...others: Parameters<typeof storyHandlers>) =>
  storyHandlers(serveTransaction(transaction), ...others);

/** Opens the confirmation behind 'Batalkan'; the dialog lives outside the canvas, in the page's body. */
async function openCancelDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Batalkan' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Batalkan reservasi?' });
}

/** The status header at the top of the page: the step and what to do next, named as the story says. */
async function expectHeader(canvasElement: HTMLElement, title: string | RegExp): Promise<HTMLElement> {
  const header = await within(canvasElement).findByRole('region', { name: title });
  await expect(header).toBeVisible();
  return header;
}

/** The box of the cancellation policy the booking was made under, once the page has loaded. */
const policyBox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Kebijakan pembatalan' });

/** A policy stricter than the studio's defaults: what a booking made before the settings changed keeps. */
const earlierPolicy: BookingPolicy = {
  ...bookingPolicyOf(DEFAULT_SETTINGS),
  reschedule: { limit: 0, noticeHours: 24 },
  cancellation: {
    tiers: [
      { minHoursBefore: 48, refundPercent: 75 },
      { minHoursBefore: 0, refundPercent: 0 },
    ],
    downPaymentRefundable: false,
  },
};

const qrCode = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('img', { name: /Kode QR pembayaran/ });

export const AwaitingPayment: Story = {
  globals: onDesktop,
  parameters: servePayment(paymentStates.awaitingPayment()),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(
      canvasElement,
      /^Menunggu pembayaran · bayar Rp\s440\.000 sebelum .+ pukul \d\d\.\d\d WIB$/,
    );
    await expect(within(header).getByText(/^Sisa waktu \d+ jam \d+ menit$/)).toBeVisible();
    await expect(qrCode(canvasElement)).toHaveAccessibleName(/440\.000/);
    await expect(canvas.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeVisible();
    const policy = within(await policyBox(canvasElement));
    await expect(policy.getByText('Kebijakan yang berlaku saat reservasi dibuat')).toBeVisible();
    await expect(policy.getByText('72 jam atau lebih sebelum sesi: dana kembali 100%')).toBeVisible();
  },
};

/** The booking keeps the policy it was made under, a stricter one than the settings now say. */
export const PolicyOfTheBooking: Story = {
  globals: onMobile,
  parameters: servePayment(transactionFixture({ type: 'downpayment', policy: earlierPolicy })),
  play: async ({ canvasElement }) => {
    const policy = await policyBox(canvasElement);
    await expect(policy).toBeVisible();
    await expect(
      within(policy)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '48 jam atau lebih sebelum sesi: dana kembali 75%',
      'Kurang dari 48 jam sebelum sesi: tidak ada pengembalian',
    ]);
    await expect(within(policy).getByText('DP tidak dapat dikembalikan')).toBeVisible();
    await expect(policy).not.toHaveTextContent(/Jadwal dapat dipindah/);
  },
};

export const AwaitingPaymentOnMobile: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.awaitingPayment()),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, /^Menunggu pembayaran · bayar Rp\s440\.000 sebelum/);
  },
};

export const AwaitingDownPayment: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.awaitingDownPayment()),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, /^Menunggu pembayaran DP · bayar Rp\s220\.000 sebelum .+ WIB$/);
    await expect(qrCode(canvasElement)).toHaveAccessibleName(/220\.000/);
  },
};

/** The QRIS card of a full payment: payee, reference and the whole total, read back from the code. */
export const QrisFullPayment: Story = {
  globals: onDesktop,
  parameters: servePayment(paymentStates.awaitingPayment()),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: /^Kode QR pembayaran sebesar Rp\s440\.000$/ })).toBeVisible(),
    );
    await expect(canvas.getByText('STUDIO SENJA (DEMO)')).toBeVisible();
    await expect(canvas.getByText(`YOGYAKARTA · Ref. TRX-${FIXTURE_TRANSACTION_ID}`)).toBeVisible();
    await expect(canvas.getByText(/^Nominal:/)).toHaveTextContent(/^Nominal: Rp\s440\.000$/);
    await expect(canvas.getByRole('button', { name: 'Salin nominal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unduh QR' })).toBeVisible();
  },
};

/** The QRIS card of a down payment on a phone: the code asks for the first half only. */
export const QrisDownPaymentOnMobile: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.awaitingDownPayment()),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: /^Kode QR pembayaran sebesar Rp\s220\.000$/ })).toBeVisible(),
    );
    await expect(canvas.getByText(/^Nominal:/)).toHaveTextContent(/^Nominal: Rp\s220\.000$/);
    await expect(canvas.getByText(`YOGYAKARTA · Ref. TRX-${FIXTURE_TRANSACTION_ID}`)).toBeVisible();
  },
};

export const CancelDialog: Story = {
  globals: onDesktop,
  parameters: servePayment(paymentStates.awaitingPayment()),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement);
    await expectCancelDialog(dialog, '12.40');
  },
};

/** A proof was sent from elsewhere after the page loaded: the backend refuses, and the notice says why. */
export const CancelRefusedAfterProof: Story = {
  globals: onMobile,
  parameters: servePayment(
    paymentStates.awaitingPayment(),
    fail(
      'reservation/:id/cancel-own',
      409,
      'Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi',
      'patch',
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        body.getByText('Reservasi tidak dapat dibatalkan karena bukti pembayaran sedang divalidasi'),
      ).toBeVisible(),
    );
  },
};

/** Paid in full, its session three days away: the booking's own policy gives back 75%, to the account given. */
export const CancelPaidWithRefund: Story = {
  globals: onDesktop,
  parameters: servePayment(transactionFixture({ status: 'paid', proofs: ['true'], policy: earlierPolicy })),
  play: async ({ canvasElement }) => {
    const dialog = within(await openCancelDialog(canvasElement));
    // It fades in: seen once the fade is over.
    await waitFor(() =>
      expect(
        dialog.getByText(/^Dana yang dikembalikan: Rp\s330\.000 \(75% dari Rp\s440\.000 yang sudah dibayar\)$/),
      ).toBeVisible(),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nama bank' }), 'BCA');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nomor rekening' }), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(dialog.getByText('Nomor rekening harus 6-20 angka')).toBeVisible());
    await expect(dialog.getByText('Nama pemilik rekening tidak boleh kosong')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nomor rekening' }), '34567890');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nama pemilik rekening' }), 'Sari Wulandari');
    await waitFor(() => expect(dialog.queryByText('Nomor rekening harus 6-20 angka')).toBeNull());
  },
};

/** Paid, less than 24 hours before the session: nothing comes back, and no account is asked. */
const paidSessionSoon = (): Transaction => {
  const paid = paymentStates.paid();
  return { ...paid, reservation: startingInHours(paid.reservation, 10) };
};

export const CancelUnder24Hours: Story = {
  globals: onMobile,
  parameters: servePayment(paidSessionSoon()),
  play: async ({ canvasElement }) => {
    const dialog = within(await openCancelDialog(canvasElement));
    await waitFor(() =>
      expect(dialog.getByText('Tidak ada dana yang dikembalikan sesuai kebijakan pembatalan.')).toBeVisible(),
    );
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** The down payment was accepted, then the customer called the booking off: half of it waits to be transferred back. */
export const CancelledWithRefundWaiting: Story = {
  globals: onMobile,
  parameters: servePayment(
    paymentStates.cancelledAfterDownPayment(refundFixture({ reservationId: 77, amount: 110_000, paid: 220_000 })),
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectHeader(canvasElement, 'Reservasi telah dibatalkan');
    await waitFor(() => expect(canvas.getByText(/^Pengembalian dana Rp\s110\.000 · Menunggu$/)).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Batalkan' })).toBeNull();
  },
};

export const ProofRequired: Story = {
  parameters: {
    ...servePayment(paymentStates.awaitingPayment()),
    testedBy: { file: 'payment-page.test.tsx', test: 'requires an image before sending' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    await waitFor(() => expect(canvas.getByText('Gambar tidak boleh kosong')).toBeVisible());
  },
};

export const ProofInReview: Story = {
  parameters: servePayment(paymentStates.proofWaiting()),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Bukti sedang diperiksa');
    await expect(header).toHaveTextContent(/sedang divalidasi oleh admin/);
    await expect(canvas.getByText('Menunggu Validasi')).toBeVisible();
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

export const ProofRejected: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.proofRejected()),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Bukti ditolak — unggah ulang');
    await expect(header).toHaveTextContent(/Unggah bukti transfer Rp\s440\.000/);
    await expect(canvas.getByRole('heading', { name: 'Unggah ulang bukti pembayaran' })).toBeVisible();
    await expect(canvas.getByText('Tidak Valid')).toBeVisible();
  },
};

export const DownPaymentBalance: Story = {
  globals: onDesktop,
  parameters: servePayment(paymentStates.downPaymentHalfValid()),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(
      canvasElement,
      /^DP diterima · pelunasan Rp\s220\.000 paling lambat .+ pukul 12\.40 WIB$/,
    );
    await expect(header).toHaveTextContent(/DP tidak dikembalikan/);
    await expect(canvas.getByRole('heading', { name: 'Pelunasan: kirim bukti pembayaran sisa 50%' })).toBeVisible();
    await expect(canvas.getByText('Valid')).toBeVisible();
  },
};

export const DownPaymentBalanceOnMobile: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.downPaymentHalfValid()),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, /^DP diterima · pelunasan/);
  },
};

/** The first half paid by QRIS, the balance at the studio in cash: nothing is left to pay. */
export const BalancePaidAtTheStudio: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.balancePaidAtTheStudio()),
  play: async ({ canvas, canvasElement }) => {
    await expectHeader(canvasElement, 'Pembayaran lengkap · menunggu konfirmasi admin');
    await expect(canvas.getByText('Tunai di studio')).toBeVisible();
    await expect(canvas.getByRole('definition', { name: 'Sisa' })).toHaveTextContent(/^Rp\s0$/);
  },
};

export const PaymentAllAccepted: Story = {
  parameters: servePayment(paymentStates['all-accepted']()),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, 'Pembayaran lengkap · menunggu konfirmasi admin');
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

export const Paid: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.paid()),
  play: async ({ canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Lunas');
    await expect(header).toHaveTextContent(/Pembayaran telah diterima/);
    await expect(within(header).getByRole('link', { name: 'Buka di Google Maps' })).toBeVisible();
    await expect(qrCode(canvasElement)).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('region', { name: 'Kebijakan pembatalan' })).toBeVisible(),
    );
  },
};

/** Booked with a voucher: the subtotal and what SENJAHEMAT took off stand before the total, which the QR asks for. */
export const WithVoucher: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.awaitingWithVoucher()),
  play: async ({ canvas, canvasElement }) => {
    await expectHeader(canvasElement, /^Menunggu pembayaran · bayar Rp\s400\.000 sebelum/);
    await expect(canvas.getByRole('definition', { name: 'Subtotal' })).toHaveTextContent(/^Rp\s440\.000$/);
    await expect(canvas.getByRole('definition', { name: 'Potongan voucher (SENJAHEMAT)' })).toHaveTextContent(
      /^−Rp\s40\.000$/,
    );
    await expect(canvas.getByRole('definition', { name: 'Total' })).toHaveTextContent(/^Rp\s400\.000$/);
    await waitFor(() => expect(qrCode(canvasElement)).toHaveAccessibleName(/400\.000/));
  },
};

/** A voucher took off the whole price: paid from the start, with no QR code and no proof to send. */
export const FreeBooking: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.freeBooking()),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Lunas');
    await expect(header).toHaveTextContent(/Tidak ada yang perlu dibayar: voucher SENJAGRATIS/);
    await expect(qrCode(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeNull();
    await expect(canvas.getByRole('definition', { name: 'Total' })).toHaveTextContent(/^Rp\s0$/);
    await expect(
      canvas.getByText('Reservasi ini tidak perlu dibayar, jadi tidak ada bukti pembayaran yang dikirim.'),
    ).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: servePayment(paymentStates.expired()),
  play: async ({ canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Pembayaran kadaluarsa');
    await expect(header).toHaveTextContent(/dilepas untuk pelanggan lain/);
    await expect(within(header).getByRole('link', { name: 'Pesan lagi' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Kebijakan pembatalan' })).toBeNull();
  },
};

export const Cancelled: Story = {
  globals: onMobile,
  parameters: servePayment(paymentStates.cancelled()),
  play: async ({ canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Reservasi telah dibatalkan');
    await expect(within(header).getByRole('link', { name: 'Pesan lagi' })).toBeVisible();
  },
};

/** Automatic QRIS (the studio takes QRIS through the payment gateway), no code yet: the customer asks for one. */
export const GatewayNoCodeYet: Story = {
  parameters: storyHandlers(serveTransaction(gatewayStates.noCharge())),
  play: async ({ canvas, canvasElement }) => {
    const ask = await canvas.findByRole('button', { name: 'Buat kode QRIS' });
    await expect(ask).toBeEnabled();
    await expect(qrCode(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeNull();
  },
};

/** The gateway's code, counted down: paying it turns the page paid by itself, with no proof to send. */
export const GatewayWaiting: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(gatewayStates.waiting())),
  play: async ({ canvas, canvasElement }) => {
    const timer = await canvas.findByRole('timer');
    // The fixture was made when the stories loaded, minutes ago perhaps: some of its 14 minutes are left.
    await expect(timer).toHaveTextContent(/^Kode berlaku \d{1,2}:\d\d$/);
    await expect(qrCode(canvasElement)).toHaveAccessibleName(/440\.000/);
    await expect(canvas.getByText(/Ref\. SENJA-/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeNull();
  },
};

/** The code ran out unpaid: a new one can be made while the booking's deadline holds. */
export const GatewayCountdownEnded: Story = {
  parameters: storyHandlers(serveTransaction(gatewayStates.chargeExpired())),
  play: async ({ canvas, canvasElement }) => {
    const lapsed = await canvas.findByText(/Kode QRIS sebelumnya sudah kedaluwarsa/);
    await expect(lapsed).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buat kode QRIS baru' })).toBeEnabled();
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

/** Paid through the gateway: Lunas without the admin, the payment listed as confirmed by the gateway. */
export const GatewayPaid: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(gatewayStates.paid())),
  play: async ({ canvas, canvasElement }) => {
    const header = await canvas.findByRole('region', { name: 'Lunas' });
    await expect(header).toBeVisible();
    await expect(canvas.getByText('QRIS otomatis, dikonfirmasi payment gateway')).toBeVisible();
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

/** A payment of the wrong amount reached the gateway: the customer is told it waits for the studio. */
export const GatewayAmountMismatch: Story = {
  parameters: storyHandlers(serveTransaction(gatewayStates.amountMismatch())),
  play: async ({ canvas }) => {
    const told = await canvas.findByText(
      /Pembayaran Rp\s400\.000 sudah diterima gateway, tetapi nominalnya tidak sesuai/,
    );
    await expect(told).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

export const NotFound: Story = showingText(
  storyHandlers(failTransaction(404, 'Data tidak ditemukan')),
  'Data tidak ditemukan',
);

export const ServerError: Story = testedBy(
  showingText(
    storyHandlers(failTransaction(500, 'Internal Server Error')),
    'Terjadi kesalahan pada server. Coba lagi nanti.',
  ),
  'payment-page.test.tsx',
  'falls back to the server error text when the server fails',
);

export const Loading: Story = stillLoading('transaction/:id', 'Memuat pembayaran');
