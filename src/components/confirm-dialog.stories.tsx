import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Apakah anda yakin?',
    text: 'Apakah anda yakin untuk menghapus data ini? Data yang sudah dihapus tidak dapat dikembalikan.',
    cancelLabel: 'Batal',
    confirmLabel: 'Hapus',
    confirmColor: 'error',
    onCancel: fn(),
    onConfirm: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs render in a portal on the page's body, outside the story's canvas. */
const dialogIn = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

export const Plain: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Hapus/ })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Data masih digunakan oleh reservasi aktif' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif');
  },
};
