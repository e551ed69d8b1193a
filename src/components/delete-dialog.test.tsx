import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../app/providers';
import { DeleteDialog } from './delete-dialog';

function Harness({ onDelete }: { onDelete: () => Promise<{ message: string }> }) {
  const [open, setOpen] = useState(true);
  return (
    <UiProviders>
      <DeleteDialog open={open} onClose={() => setOpen(false)} onDelete={onDelete} />
    </UiProviders>
  );
}

const user = () => userEvent.setup({ delay: null });

/** Where a click beside the dialog lands: MUI's innermost presentation layer around it, over the backdrop. */
function besideTheDialog(): HTMLElement {
  const layer = screen
    .getAllByRole('presentation')
    .find((candidate) => within(candidate).queryAllByRole('presentation').length === 0);
  if (!layer) throw new Error('no layer around the dialog');
  return layer;
}

describe('DeleteDialog', () => {
  it('asks with the spec title, text and buttons', async () => {
    render(<Harness onDelete={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Apakah anda yakin?' });
    expect(dialog).toHaveAccessibleDescription(
      'Apakah anda yakin untuk menghapus data ini? Data yang sudah dihapus tidak dapat dikembalikan.',
    );
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
  });

  it('closes on Batal without deleting', async () => {
    const onDelete = vi.fn();
    render(<Harness onDelete={onDelete} />);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('does not close on a click outside', async () => {
    render(<Harness onDelete={vi.fn()} />);
    await screen.findByRole('dialog');
    await user().click(besideTheDialog());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("closes after a delete and shows the server's message", async () => {
    render(<Harness onDelete={() => Promise.resolve({ message: 'Kategori berhasil dihapus' })} />);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Kategori berhasil dihapus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a refusal inside the dialog, open for another try', async () => {
    const refusal = Object.assign(new Error('Data masih digunakan oleh reservasi aktif'), { status: 409 });
    render(<Harness onDelete={() => Promise.reject(refusal)} />);
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
    expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeEnabled();
  });
});
