import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteDialog } from './delete-dialog';

const meta = {
  title: 'Components/DeleteDialog',
  component: DeleteDialog,
  args: { open: true, onClose: fn(), onDelete: fn(() => Promise.resolve({ message: 'Kategori berhasil dihapus' })) },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apakah anda yakin?' });

export const Deletes: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(await dialogIn(canvasElement)).getByRole('button', { name: 'Hapus' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Kategori berhasil dihapus')).toBeVisible(),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Data masih digunakan oleh reservasi aktif'))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
