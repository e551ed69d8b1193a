import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { DemoPanel } from './demo-panel';

const meta = {
  title: 'Demo/DemoPanel',
  component: DemoPanel,
  args: { navigate: fn() },
} satisfies Meta<typeof DemoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer renders in a portal on the page's body, outside the story's canvas. */
async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Demo' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Panel demo' }));
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Demo' })).toBeVisible());
  },
};

export const Open: Story = {
  parameters: { user: 'customer' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(panel.getByText('Sari Wulandari (Pelanggan)')).toBeVisible());
    await waitFor(() =>
      expect(panel.getByRole('link', { name: /pembayaran menunggu|menunggu pembayaran/i })).toBeVisible(),
    );
    await expect(panel.getByRole('button', { name: 'Lewati batas pembayaran (+25 jam)' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Mulai ulang data demo' })).toBeEnabled();
  },
};

export const OpenOnMobile: Story = {
  parameters: { user: 'customer' },
  globals: onMobile,
  play: Open.play,
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(panel.getByText('Belum masuk')).toBeVisible());
    await expect(panel.getByRole('button', { name: 'Keluar' })).toBeDisabled();
  },
};

/** While the network is simulated, a badge beside the button says so, panel closed or open. */
export const NetworkSimulated: Story = {
  parameters: storyHandlers(answer('__demo/network', { latency: 'slow', failure: 'every' }, 'Simulasi jaringan')),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Jaringan lambat (1,5 dtk) · Semua permintaan gagal')).toBeVisible());
  },
};
