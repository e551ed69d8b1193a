import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addonRules } from '@mocks/domain/catalogue/addons';
import { fill } from '@/test/fill';
import { renderApp, signInAs } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend } from '@/test/test-server';
import { deleteRow } from '@/test/confirmation';

const TABLE = 'Daftar tambahan';

const SHARED_NAME = 'Ganti Background';

/**
 * A 'Ganti Background' for Maternity, added as an admin would: no reservation uses it, and three other
 * categories have an add-on of that same name, so only its name and category together tell its row.
 */
async function unusedAddonSharingItsName() {
  const token = await signInAs('admin');
  return testBackend.store.transact((db) => {
    const maternity = db.categories.find((category) => category.name === 'Maternity');
    const input = { name: SHARED_NAME, unit: 'background', price: 60_000, categoryId: maternity?.id };
    return addonRules.create(db, { token, now: testBackend.clock.now() }, input).data;
  });
}

const addonsNamed = (name: string) =>
  testBackend.store.read((db) => db.addons.filter((row) => row.name === name).map((row) => row.id));

describe('AddonListPage', () => {
  it('deletes an add-on after the confirmation', async () => {
    const addon = await unusedAddonSharingItsName();
    const others = (await addonsNamed(SHARED_NAME)).filter((id) => id !== addon.id);
    expect(others).toHaveLength(3);
    const { user } = await renderApp({ url: '/dashboard/addons', user: 'admin' });
    await fill(user, screen.getByRole('searchbox', { name: 'Cari tambahan atau kategori' }), SHARED_NAME);
    await deleteRow(user, await rowWith(TABLE, SHARED_NAME, 'Maternity'));
    expect(await screen.findByText('Tambahan berhasil dihapus')).toBeInTheDocument();
    expect(await addonsNamed(SHARED_NAME)).toEqual(others);
  });
});
