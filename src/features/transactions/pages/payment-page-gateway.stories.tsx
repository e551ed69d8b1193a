import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { FIXTURE_TRANSACTION_ID, gatewayStates, serveTransaction } from '@/test/fixtures/transactions';
import { PaymentPage } from './payment-page';

/** The payment page while the studio takes QRIS through the payment gateway: a code that confirms itself. */
const meta = {
  title: 'Pages/PaymentPage/Automatic QRIS',
  component: PaymentPage,
  ...inAppAt(`/payment/${FIXTURE_TRANSACTION_ID}`, 'customer'),
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const qrCode = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('img', { name: /Kode QR pembayaran/ });

/** No code yet: the customer asks for one. */
export const NoCodeYet: Story = {
  parameters: storyHandlers(serveTransaction(gatewayStates.noCharge())),
  play: async ({ canvas, canvasElement }) => {
    const ask = await canvas.findByRole('button', { name: 'Buat kode QRIS' });
    await expect(ask).toBeEnabled();
    await expect(qrCode(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeNull();
  },
};

/** The gateway's code, counted down: paying it turns the page paid by itself, with no proof to send. */
export const Waiting: Story = {
  globals: onMobile,
  parameters: storyHandlers(serveTransaction(gatewayStates.waiting())),
  play: async ({ canvas, canvasElement }) => {
    const timer = await canvas.findByRole('timer');
    await expect(timer).toHaveTextContent(/^Kode berlaku 1[34]:\d\d$/);
    await expect(qrCode(canvasElement)).toHaveAccessibleName(/440\.000/);
    await expect(canvas.getByText(/Ref\. SENJA-/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kirim Bukti Pembayaran' })).toBeNull();
  },
};

/** The code ran out unpaid: a new one can be made while the booking's deadline holds. */
export const CountdownEnded: Story = {
  parameters: storyHandlers(serveTransaction(gatewayStates.chargeExpired())),
  play: async ({ canvas, canvasElement }) => {
    const lapsed = await canvas.findByText(/Kode QRIS sebelumnya sudah kedaluwarsa/);
    await expect(lapsed).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buat kode QRIS baru' })).toBeEnabled();
    await expect(qrCode(canvasElement)).toBeNull();
  },
};

/** Paid through the gateway: Lunas without the admin, the payment listed as confirmed by the gateway. */
export const Paid: Story = {
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
export const AmountMismatch: Story = {
  parameters: storyHandlers(serveTransaction(gatewayStates.amountMismatch())),
  play: async ({ canvas }) => {
    const told = await canvas.findByText(
      /Pembayaran Rp\s400\.000 sudah diterima gateway, tetapi nominalnya tidak sesuai/,
    );
    await expect(told).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};
