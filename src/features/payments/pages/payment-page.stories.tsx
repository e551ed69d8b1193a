import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { inAppAt } from '../../../../.storybook/app-at-url';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { failTransaction, FIXTURE_TRANSACTION_ID, paymentStates, serveTransaction } from '../../../test/fixtures/transactions';
import { PaymentPage } from './payment-page';

/** The app at the page, signed in as the demo customer. */
const app = inAppAt(`/payment/${FIXTURE_TRANSACTION_ID}`);

const meta = {
  title: 'Pages/PaymentPage',
  component: PaymentPage,
  render: app.render,
  parameters: { ...app.parameters, user: 'customer' },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const serving = (...handlers: HttpHandler[]) => ({ msw: { handlers: { story: handlers } } });

/** Opens the confirmation behind 'Batalkan'; the dialog lives outside the canvas, in the page's body. */
async function openCancelDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Batalkan' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Batalkan reservasi?' });
}

export const AwaitingPayment: Story = {
  globals: onDesktop,
  parameters: serving(serveTransaction(paymentStates.awaitingPayment())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /Kode QR pembayaran/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeVisible();
  },
};

export const AwaitingPaymentOnMobile: Story = {
  globals: onMobile,
  parameters: serving(serveTransaction(paymentStates.awaitingPayment())),
};

export const CancelDialog: Story = {
  globals: onDesktop,
  parameters: serving(serveTransaction(paymentStates.awaitingPayment())),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement);
    await expect(dialog).toHaveTextContent(/pukul 12:40 WIB akan dibatalkan dan waktunya dilepas untuk pelanggan lain/);
    await expect(within(dialog).getByRole('button', { name: 'Ya, Batalkan' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeVisible();
  },
};

/** A proof was sent from elsewhere after the page loaded: the backend refuses, and the notice says why. */
export const CancelRefusedAfterProof: Story = {
  globals: onMobile,
  parameters: serving(
    serveTransaction(paymentStates.awaitingPayment()),
    http.patch('*/api/v1/reservation/:id/cancel-own', () =>
      HttpResponse.json({ message: 'Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim' }, { status: 409 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Reservasi tidak dapat dibatalkan karena bukti pembayaran sudah dikirim')).toBeVisible();
  },
};

export const ProofRequired: Story = {
  parameters: serving(serveTransaction(paymentStates.awaitingPayment())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kirim Bukti Pembayaran' }));
    await expect(await canvas.findByText('Gambar tidak boleh kosong')).toBeVisible();
  },
};

export const ProofWaiting: Story = {
  parameters: serving(serveTransaction(paymentStates.proofWaiting())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/sedang divalidasi oleh admin/)).toBeVisible();
    await expect(canvas.getByText('Menunggu Validasi')).toBeVisible();
  },
};

export const ProofRejected: Story = {
  parameters: serving(serveTransaction(paymentStates.proofRejected())),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak Valid')).toBeVisible();
  },
};

export const DownPaymentRemainder: Story = {
  globals: onDesktop,
  parameters: serving(serveTransaction(paymentStates.downPaymentHalfValid())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pelunasan: kirim bukti pembayaran sisa 50%' })).toBeVisible();
    await expect(canvas.getByText('Valid')).toBeVisible();
  },
};

export const DownPaymentRemainderOnMobile: Story = {
  globals: onMobile,
  parameters: serving(serveTransaction(paymentStates.downPaymentHalfValid())),
};

export const Paid: Story = {
  parameters: serving(serveTransaction(paymentStates.paid())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pembayaran telah diterima')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Kode QR pembayaran/ })).toBeNull();
  },
};

export const Expired: Story = {
  parameters: serving(serveTransaction(paymentStates.expired())),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pembayaran kadaluarsa')).toBeVisible();
  },
};

export const Cancelled: Story = {
  globals: onMobile,
  parameters: serving(serveTransaction(paymentStates.cancelled())),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reservasi telah dibatalkan')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: serving(failTransaction(404, 'Data tidak ditemukan')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Data tidak ditemukan')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: serving(failTransaction(500, 'Internal Server Error')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Terjadi kesalahan pada server. Coba lagi nanti.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: serving(http.get('*/api/v1/transaction/:id', () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Memuat pembayaran')).toBeInTheDocument();
  },
};
