import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsByPendingUse } from '@/test/pending-use';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { deleteRow } from '@/test/confirmation';

const TABLE = 'Daftar waktu';
const open = () => renderApp({ url: '/dashboard/times', user: 'admin' });

const slotsByUse = () => rowsByPendingUse((db) => db.timeSlots, 'timeSlotId');

describe('TimeSlotsPage', () => {
  it('starts at 10:20 and cannot go below it', async () => {
    const { user } = await open();
    const time = screen.getByRole('spinbutton', { name: 'Waktu' });
    expect(time).toHaveTextContent('10:20');
    expect(screen.getByRole('button', { name: 'Kurangi 20 menit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tambah 20 menit' }));
    expect(time).toHaveTextContent('10:40');
    expect(screen.getByRole('button', { name: 'Kurangi 20 menit' })).toBeEnabled();
  });

  it('steps by keyboard and stops at 19:40', async () => {
    const { user } = await open();
    const time = screen.getByRole('spinbutton', { name: 'Waktu' });
    time.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(time).toHaveTextContent('11:00');
    await user.keyboard('{ArrowDown}');
    expect(time).toHaveTextContent('10:40');
    await user.keyboard('{End}');
    expect(time).toHaveTextContent('19:40');
    expect(screen.getByRole('button', { name: 'Tambah 20 menit' })).toBeDisabled();
    await user.keyboard('{ArrowUp}');
    expect(time).toHaveTextContent('19:40');
    expect(time).toHaveAttribute('aria-valuetext', '19:40');
  });

  it('lists the slots in the order of the day', async () => {
    await open();
    const table = await screen.findByRole('table', { name: TABLE });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('110:20Hapus'));
  });

  it("shows the server's refusal of an existing time above the form", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Tambah Waktu' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Waktu sudah ada'));
  });

  it('deletes an unused slot and adds it again', async () => {
    const [unused] = (await slotsByUse()).unused;
    if (!unused) throw new Error('The seed has no unused time slot');
    const { user } = await open();
    await deleteRow(user, await rowWith(TABLE, unused.time), `Hapus ${unused.time}`);
    expect(await screen.findByText('Waktu berhasil dihapus')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: TABLE })).queryByText(unused.time)).not.toBeInTheDocument(),
    );

    const time = screen.getByRole('spinbutton', { name: 'Waktu' });
    time.focus();
    while (time.textContent !== unused.time) await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Tambah Waktu' }));
    expect(await screen.findByText('Waktu berhasil ditambahkan')).toBeInTheDocument();
    expect(await rowWith(TABLE, unused.time)).toBeInTheDocument();
  });

  it('shows a refused delete inside the dialog', async () => {
    const [used] = (await slotsByUse()).used;
    if (!used) throw new Error('The seed has no time slot in use');
    const { user } = await open();
    const dialog = await deleteRow(user, await rowWith(TABLE, used.time), `Hapus ${used.time}`);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
  });
});
