import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '@/test/fill';
import type { UserEvent } from '@testing-library/user-event';
import { rowsByPendingUse } from '@/test/pending-use';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { deleteRow } from '@/test/confirmation';

const TABLE = 'Daftar paket';
const open = (url: string) => renderApp({ url, user: 'admin' });

async function search(user: UserEvent, text: string) {
  await fill(user, await screen.findByRole('searchbox', { name: 'Cari paket atau kategori' }), text);
}

const packagesByUse = () => rowsByPendingUse((db) => db.packages, 'categoryPackageId');

describe('PackageListPage', () => {
  it('shows a refused delete inside the dialog', async () => {
    const [used] = (await packagesByUse()).used;
    if (!used) throw new Error('The seed has no package in use');
    const { user } = await open('/dashboard/packages');
    await search(user, used.name);
    const dialog = await deleteRow(user, await rowWith(TABLE, used.name));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Data masih digunakan oleh reservasi aktif'),
    );
  });

  it('deletes an unused package', async () => {
    const [unused] = (await packagesByUse()).unused;
    if (!unused) throw new Error('The seed has no unused package');
    const { user } = await open('/dashboard/packages');
    await search(user, unused.name);
    await deleteRow(user, await rowWith(TABLE, unused.name));
    expect(await screen.findByText('Paket berhasil dihapus')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });
});

describe('PackageEditPage', () => {
  it('shows how many photos the package edits, refuses more than 200, and keeps a change', async () => {
    const { user } = await open('/dashboard/packages/1');
    const quota = await screen.findByLabelText('Jumlah foto edit');
    await waitFor(() => expect(quota).toHaveValue('10'));
    await user.clear(quota);
    await fill(user, quota, '201');
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    expect(await screen.findByText('Jumlah foto edit maksimal 200')).toBeInTheDocument();
    await user.clear(quota);
    await fill(user, quota, '0');
    await user.click(screen.getByRole('button', { name: 'Ubah Paket' }));
    expect(await screen.findByText('Paket berhasil diubah')).toBeInTheDocument();
    await search(user, 'Keluarga Kecil');
    expect(await rowWith(TABLE, 'Keluarga Kecil', '0')).toBeInTheDocument();
  });
});
