import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { testBackend } from '@/test/test-server';

/** The demo customer's album to choose from: the seed's 24 photos, 10 to edit, 3 chosen. */
async function choosingAlbum(): Promise<number> {
  const reservationId = await testBackend.store.read((db) => {
    const customer = db.users.find((row) => row.email === 'pelanggan@studio.test');
    const own = new Set(db.reservations.filter((row) => row.userId === customer?.id).map((row) => row.id));
    const album = db.albums.find((row) => own.has(row.reservationId) && row.submittedAt === null);
    return album?.reservationId;
  });
  if (reservationId === undefined) throw new Error('The seed has no album for the demo customer to choose from');
  return reservationId;
}

describe('the customer’s album', () => {
  it('counts the hearts, takes one more, and refuses one over the package’s number with the reason', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `/photos/${await choosingAlbum()}`, user: 'customer' });
    expect(await screen.findByText('3/10 dipilih')).toBeInTheDocument();
    const free = () => screen.getAllByRole('button', { name: /^Pilih DSC_/, pressed: false });
    for (let count = 4; count <= 10; count += 1) {
      await user.click(free()[0]!);
      expect(await screen.findByText(`${count}/10 dipilih`)).toBeInTheDocument();
    }
    await user.click(free()[0]!);
    expect(await screen.findByText('Maksimal 10 foto dapat dipilih untuk diedit')).toBeInTheDocument();
    expect(screen.getByText('10/10 dipilih')).toBeInTheDocument();
  });

  it('sends the choice once confirmed, and shows it locked', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `/photos/${await choosingAlbum()}`, user: 'customer' });
    await user.click(await screen.findByRole('button', { name: 'Kirim pilihan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim pilihan foto?' });
    expect(within(dialog).getByText(/Anda mengirim 3 foto untuk diedit/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim pilihan' }));
    expect(await screen.findByRole('heading', { name: 'Pilihan terkirim' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kirim pilihan' })).not.toBeInTheDocument());
  });
});
