import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { pasteAndSubmit } from '@story-harness/form-play';
import { answer, storyHandlers } from '@story-harness/story-handlers';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { DEMO_STATIC_QRIS } from '@/content/demo-qris';
import type { GatewayNotification, GatewayPayResult, NotificationReceipt } from '@/lib/api/api-types';
import { appRoutes } from '@/lib/app-routes';
import { dynamicQris, readQris } from '@/lib/qris/qris';
import { QrisSimulatorPage } from './qris-simulator-page';

const meta = {
  title: 'Pages/QrisSimulatorPage',
  component: QrisSimulatorPage,
  ...inAppAt(appRoutes.simulatorQris.to()),
} satisfies Meta<typeof QrisSimulatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_ID = 'SENJA-66-3';

/** A gateway charge's QRIS as the payment page shows it: the demo merchant, Rp 440.000, its order id as reference. */
const chargeQris = dynamicQris(readQris(DEMO_STATIC_QRIS), { amount: 440_000, reference: ORDER_ID });

/** What the gateway's sandbox sent for paying the charge (its signature is not checked here). */
const notification: GatewayNotification = {
  order_id: ORDER_ID,
  status_code: '200',
  gross_amount: '440000.00',
  signature_key: 'a'.repeat(128),
  transaction_status: 'settlement',
  transaction_id: '6f1c2a9e-5b7d-4c1e-9a3f-2d8b7e6c5a41',
  transaction_time: '2026-12-01 10:15:00',
  payment_type: 'qris',
};

/** The sandbox paid, and the studio's backend answered its notification with this outcome. */
const paidWith = (outcome: NotificationReceipt['outcome']) =>
  storyHandlers(
    answer(
      '__demo/gateway/pay',
      {
        notification,
        status: 200,
        answer: { data: { outcome }, message: 'Notifikasi diterima' },
      } satisfies GatewayPayResult,
      'Pembayaran dikirim ke gateway',
      { method: 'post' },
    ),
  );

/** The charge's code pasted and read: the pay screen shows. */
async function readCharge(canvasElement: HTMLElement): Promise<HTMLElement> {
  await pasteAndSubmit(canvasElement, [['Kode QRIS', chargeQris]], 'Baca kode QRIS');
  return within(canvasElement).findByRole('region', { name: 'Tagihan QRIS' });
}

/** Before any code: the simulator says what it is, and offers the three ways to read one. */
export const Empty: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Simulator QRIS' })).toBeVisible());
    await expect(canvas.getByRole('note')).toHaveTextContent('Tidak ada uang sungguhan yang berpindah.');
    await expect(canvas.getByRole('textbox', { name: 'Kode QRIS' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Unggah gambar QR' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pindai dari layar' })).toBeVisible();
  },
};

/** A charge's code pasted: whom it pays, how much, for which order, and the three ways to pay. */
export const QrRead: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement }) => {
    const bill = within(await readCharge(canvasElement));
    await expect(bill.getByRole('definition', { name: 'Merchant' })).toHaveTextContent('STUDIO SENJA (DEMO)');
    await expect(bill.getByRole('definition', { name: 'Kota' })).toHaveTextContent('YOGYAKARTA');
    await expect(bill.getByRole('definition', { name: 'Referensi pesanan' })).toHaveTextContent(ORDER_ID);
    await expect(canvas.getByRole('button', { name: /^Bayar Rp\s440\.000$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bayar nominal lain' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bayar setelah kedaluwarsa' })).toBeVisible();
  },
};

/** Paid exactly, and the studio counted it. */
export const Paid: Story = {
  globals: onDesktop,
  parameters: paidWith('applied'),
  play: async ({ canvas, canvasElement }) => {
    await readCharge(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Bayar Rp\s440\.000$/ }));
    const outcome = within(await canvas.findByRole('region', { name: 'Hasil pembayaran' }));
    await expect(outcome.getByText('Pembayaran berhasil. Studio menerima pembayaran Anda.')).toBeVisible();
    await expect(outcome.getByRole('button', { name: 'Kirim ulang notifikasi' })).toBeVisible();
  },
};

/** Paid after the charge expired: the gateway took it, and the studio must review it. */
export const ReviewOutcome: Story = {
  globals: onDesktop,
  parameters: paidWith('review'),
  play: async ({ canvas, canvasElement }) => {
    await readCharge(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bayar setelah kedaluwarsa' }));
    await waitFor(() =>
      expect(canvas.getByText('Pembayaran diterima gateway, tetapi studio perlu meninjaunya.')).toBeVisible(),
    );
  },
};

/** A well-formed code of an order the gateway never charged: its sandbox refuses to pay it. */
export const UnknownQris: Story = {
  globals: onDesktop,
  play: async ({ canvas, canvasElement }) => {
    await readCharge(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Bayar Rp\s440\.000$/ }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Kode QRIS tidak dikenal'));
  },
};

/** On a phone the pay screen fills the width, and nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    await readCharge(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Bayar Rp\s440\.000$/ })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
