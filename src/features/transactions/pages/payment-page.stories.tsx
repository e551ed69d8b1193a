import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCancelDialog } from '@story-harness/cancel-dialog';
import { inAppAt } from '@story-harness/app-at-url';
import { fail, storyHandlers } from '@story-harness/story-handlers';
import { showingText, stillLoading } from '@story-harness/page-states';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { failTransaction, FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '@/test/fixtures/transactions';
import { PaymentPage } from './payment-page';
import { testedBy } from '@story-harness/story-parameters';

const meta = {
  title: 'Pages/PaymentPage',
  component: PaymentPage,
  ...inAppAt(`/payment/${FIXTURE_TRANSACTION_ID}`, 'customer'),
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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

const qrCode = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('img', { name: /Kode QR pembayaran/ });

export const AwaitingPayment: Story = {
  globals: onDesktop,
  parameters: storyHandlers(serveTransaction(paymentStates.awaitingPayment())),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(
      canvasElement,
      /^Menunggu pembayaran · bayar Rp\s440\.000 sebelum .+ pukul \d\d\.\d\d WIB$/,
    );
    await expect(within(header).getByText(/^Sisa waktu \d+ jam \d+ menit$/)).toBeVisible();
    await expect(qrCode(canvasElement)).toHaveAccessibleName(/440\.000/);
    await expect(canvas.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeVisible();
  },
};

export const AwaitingPaymentOnMobile: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(paymentStates.awaitingPayment())),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, /^Menunggu pembayaran · bayar Rp\s440\.000 sebelum/);
  },
};

export const AwaitingDownPayment: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(paymentStates.awaitingDownPayment())),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, /^Menunggu pembayaran DP · bayar Rp\s220\.000 sebelum .+ WIB$/);
    await expect(qrCode(canvasElement)).toHaveAccessibleName(/220\.000/);
  },
};

/** The QRIS card of a full payment: payee, reference and the whole total, read back from the code. */
export const QrisFullPayment: Story = {
  globals: onDesktop,
  parameters: storyHandlers(serveTransaction(paymentStates.awaitingPayment())),
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
  parameters: storyHandlers(serveTransaction(paymentStates.awaitingDownPayment())),
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
  parameters: storyHandlers(serveTransaction(paymentStates.awaitingPayment())),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement);
    await expectCancelDialog(dialog, '12.40');
  },
};

/** A proof was sent from elsewhere after the page loaded: the backend refuses, and the notice says why. */
export const CancelRefusedAfterProof: Story = {
  globals: onMobile,
  parameters: storyHandlers(
    serveTransaction(paymentStates.awaitingPayment()),
    fail(
      'reservation/:id/cancel-own',
      409,
      'Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim',
      'patch',
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByText('Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim')).toBeVisible(),
    );
  },
};

export const ProofRequired: Story = {
  parameters: {
    ...storyHandlers(serveTransaction(paymentStates.awaitingPayment())),
    testedBy: { file: 'payment-page.test.tsx', test: 'requires an image before sending' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    await waitFor(() => expect(canvas.getByText('Gambar tidak boleh kosong')).toBeVisible());
  },
};

export const ProofInReview: Story = {
  parameters: storyHandlers(serveTransaction(paymentStates.proofWaiting())),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Bukti sedang diperiksa');
    await expect(header).toHaveTextContent(/sedang divalidasi oleh admin/);
    await expect(canvas.getByText('Menunggu Validasi')).toBeVisible();
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

export const ProofRejected: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(paymentStates.proofRejected())),
  play: async ({ canvas, canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Bukti ditolak — unggah ulang');
    await expect(header).toHaveTextContent(/Unggah bukti transfer Rp\s440\.000/);
    await expect(canvas.getByRole('heading', { name: 'Unggah ulang bukti pembayaran' })).toBeVisible();
    await expect(canvas.getByText('Tidak Valid')).toBeVisible();
  },
};

export const DownPaymentBalance: Story = {
  globals: onDesktop,
  parameters: storyHandlers(serveTransaction(paymentStates.downPaymentHalfValid())),
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
  parameters: storyHandlers(serveTransaction(paymentStates.downPaymentHalfValid())),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, /^DP diterima · pelunasan/);
  },
};

/** The first half paid by QRIS, the balance at the studio in cash: nothing is left to pay. */
export const BalancePaidAtTheStudio: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(paymentStates.balancePaidAtTheStudio())),
  play: async ({ canvas, canvasElement }) => {
    await expectHeader(canvasElement, 'Pembayaran lengkap · menunggu konfirmasi admin');
    await expect(canvas.getByText('Tunai di studio')).toBeVisible();
    await expect(canvas.getByRole('definition', { name: 'Sisa' })).toHaveTextContent(/^Rp\s0$/);
  },
};

export const PaymentAllAccepted: Story = {
  parameters: storyHandlers(serveTransaction(paymentStates['all-accepted']())),
  play: async ({ canvasElement }) => {
    await expectHeader(canvasElement, 'Pembayaran lengkap · menunggu konfirmasi admin');
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

export const Paid: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(paymentStates.paid())),
  play: async ({ canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Lunas');
    await expect(header).toHaveTextContent(/Pembayaran telah diterima/);
    await expect(within(header).getByRole('link', { name: 'Buka di Google Maps' })).toBeVisible();
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

export const Expired: Story = {
  parameters: storyHandlers(serveTransaction(paymentStates.expired())),
  play: async ({ canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Pembayaran kadaluarsa');
    await expect(header).toHaveTextContent(/dilepas untuk pelanggan lain/);
    await expect(within(header).getByRole('link', { name: 'Pesan lagi' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(paymentStates.cancelled())),
  play: async ({ canvasElement }) => {
    const header = await expectHeader(canvasElement, 'Reservasi telah dibatalkan');
    await expect(within(header).getByRole('link', { name: 'Pesan lagi' })).toBeVisible();
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
