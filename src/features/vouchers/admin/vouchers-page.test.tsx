import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerPage, fail } from '@story-harness/story-handlers';
import { appRoutes } from '@/lib/app-routes';
import { VOUCHER_CODE_TAKEN_MESSAGE, VOUCHER_IN_USE_MESSAGE } from '@/lib/rules/vouchers';
import { deleteRow } from '@/test/confirmation';
import { clickDayInCalendar, studioToday } from '@/test/date-picker';
import { fill } from '@/test/fill';
import { usedVoucher } from '@/test/fixtures/vouchers';
import { renderApp } from '@/test/render-app';
import { rowWith } from '@/test/table-rows';
import { testBackend, testServer } from '@/test/test-server';
import { ADD_VOUCHER, CANCELLED_USE, SHOW_USES, VOUCHERS_LABEL } from './voucher-labels';

const open = () => renderApp({ url: appRoutes.dashboard.vouchers.to(), user: 'admin' });

const voucherRow = (code: string, ...texts: (string | RegExp)[]) => rowWith(VOUCHERS_LABEL, code, ...texts);

const storedVoucher = (code: string) => testBackend.store.read((db) => db.vouchers.find((row) => row.code === code));

/** Opens the calendar of the form's last day and picks `days` from today: the calendar is a dialog beside the form's. */
async function pickLastDay(user: UserEvent, dialog: HTMLElement, days: number) {
  await user.click(within(dialog).getByRole('button', { name: /^Pilih tanggal berlaku sampai/ }));
  const calendar = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((candidate) => candidate !== dialog);
    if (!found) throw new Error('Kalender belum terbuka');
    return found;
  });
  await clickDayInCalendar(user, calendar, studioToday().add(days, 'day'));
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
}

/** Opens 'Tambah voucher' and fills a code and a percentage, the last day a month ahead. */
async function fillNewVoucher(user: UserEvent, code: string) {
  await user.click(screen.getByRole('button', { name: ADD_VOUCHER }));
  const dialog = await screen.findByRole('dialog', { name: ADD_VOUCHER });
  await fill(user, within(dialog).getByRole('textbox', { name: /^Kode/ }), code);
  await fill(user, within(dialog).getByRole('textbox', { name: /^Nilai potongan/ }), '15');
  await pickLastDay(user, dialog, 30);
  return dialog;
}

describe('VouchersPage', () => {
  it('lists the seeded vouchers: what each takes off, its uses, and where it stands today', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Voucher', level: 1 })).toBeInTheDocument();
    for (const header of ['Kode', 'Potongan', 'Minimal belanja', 'Berlaku', 'Pemakaian', 'Status', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const senja = await voucherRow('SENJAHEMAT');
    expect(within(senja).getByText('10% · maks Rp 50.000')).toBeInTheDocument();
    expect(within(senja).getByText('0/100')).toBeInTheDocument();
    expect(within(senja).getByText('maks 1 per pelanggan')).toBeInTheDocument();
    // The status, and the switch's label.
    expect(within(senja).getAllByText('Aktif')).toHaveLength(2);
    expect(within(senja).getByRole('switch', { name: 'Aktif' })).toBeChecked();

    const graduation = await voucherRow('WISUDAHEMAT');
    expect(within(graduation).getByText('Rp 25.000')).toBeInTheDocument();
    expect(within(graduation).getByText('Rp 300.000')).toBeInTheDocument();
    expect(within(graduation).getByText('0 · tanpa batas')).toBeInTheDocument();

    const ended = await voucherRow('MERDEKA17');
    expect(within(ended).getByText('17% · maks Rp 75.000')).toBeInTheDocument();
    expect(within(ended).getByText('Berakhir')).toBeInTheDocument();
  });

  it('finds a voucher by its code', async () => {
    const { user } = await open();
    await voucherRow('SENJAHEMAT');
    await fill(user, screen.getByRole('searchbox', { name: /^Cari/ }), 'wisuda');
    await waitFor(() => expect(screen.queryByText('SENJAHEMAT')).not.toBeInTheDocument());
    await voucherRow('WISUDAHEMAT');
    await fill(user, screen.getByRole('searchbox', { name: /^Cari/ }), 'tidak-ada');
    expect(await screen.findByText('Tidak ada voucher dengan kode ini')).toBeInTheDocument();
  });

  it('adds a voucher, its code in capitals, and lists it', async () => {
    const { user } = await open();
    await voucherRow('SENJAHEMAT');
    const dialog = await fillNewVoucher(user, 'akhirtahun');
    expect(within(dialog).getByRole('textbox', { name: /^Kode/ })).toHaveValue('AKHIRTAHUN');
    expect(within(dialog).getByText('Berlaku sampai akhir hari (WIB)')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Kuota total/ }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Voucher berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await voucherRow('AKHIRTAHUN');
    expect(within(row).getByText('15%')).toBeInTheDocument();
    expect(within(row).getByText('0/20')).toBeInTheDocument();
    expect(await storedVoucher('AKHIRTAHUN')).toMatchObject({ kind: 'percent', value: 15, quota: 20, active: true });
  });

  it('checks the form as the backend does, with its messages', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: ADD_VOUCHER }));
    const dialog = await screen.findByRole('dialog', { name: ADD_VOUCHER });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kode voucher tidak boleh kosong')).toBeInTheDocument();
    expect(within(dialog).getByText('Nilai potongan tidak boleh kosong')).toBeInTheDocument();
    expect(within(dialog).getByText('Tanggal akhir tidak boleh kosong')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nilai potongan/ }), '150');
    expect(await within(dialog).findByText('Persentase harus 1 sampai 100')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a code another voucher has, and keeps the form open', async () => {
    const { user } = await open();
    await voucherRow('SENJAHEMAT');
    const dialog = await fillNewVoucher(user, 'senjahemat');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(VOUCHER_CODE_TAKEN_MESSAGE));
    expect(screen.getByRole('dialog', { name: ADD_VOUCHER })).toBeInTheDocument();
  });

  it('changes a voucher from its row, the form starting as it is', async () => {
    const { user } = await open();
    await user.click(within(await voucherRow('WISUDAHEMAT')).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah voucher' });
    expect(within(dialog).getByRole('textbox', { name: /^Kode/ })).toHaveValue('WISUDAHEMAT');
    expect(within(dialog).getByRole('radio', { name: 'Nominal' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Minimal belanja/ })).toHaveValue('300000');
    expect(await within(dialog).findByRole('button', { name: 'Wisuda' })).toBeInTheDocument();
    const value = within(dialog).getByRole('textbox', { name: /^Nilai potongan/ });
    await user.clear(value);
    await fill(user, value, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Voucher berhasil diperbarui')).toBeInTheDocument();
    await voucherRow('WISUDAHEMAT', 'Rp 30.000');
  });

  it('switches a voucher off and on again from its row', async () => {
    const { user } = await open();
    const toggle = within(await voucherRow('SENJAHEMAT')).getByRole('switch', { name: 'Aktif' });
    await user.click(toggle);
    expect(await screen.findByText('Voucher berhasil diperbarui')).toBeInTheDocument();
    await voucherRow('SENJAHEMAT', 'Nonaktif');
    expect(await storedVoucher('SENJAHEMAT')).toMatchObject({ active: false, quota: 100, perCustomer: 1 });

    await user.click(within(await voucherRow('SENJAHEMAT')).getByRole('switch', { name: 'Aktif' }));
    await waitFor(async () => expect(await storedVoucher('SENJAHEMAT')).toMatchObject({ active: true }));
    await waitFor(async () => expect(within(await voucherRow('SENJAHEMAT')).getAllByText('Aktif')).toHaveLength(2));
  });

  it('deletes a voucher no booking used', async () => {
    const { user } = await open();
    await deleteRow(user, await voucherRow('WISUDAHEMAT'));
    expect(await screen.findByText('Voucher berhasil dihapus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('WISUDAHEMAT')).not.toBeInTheDocument());
    expect(await storedVoucher('WISUDAHEMAT')).toBeUndefined();
  });

  it('shows the refusal to delete a used voucher as an error toast, and keeps it', async () => {
    testServer.use(fail('voucher/:id', 409, VOUCHER_IN_USE_MESSAGE, 'delete'));
    const { user } = await open();
    await deleteRow(user, await voucherRow('SENJAHEMAT'));
    expect(await screen.findByText(VOUCHER_IN_USE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await voucherRow('SENJAHEMAT');
  });

  it('lists a voucher’s uses, each linked to its booking, a cancelled one given back', async () => {
    testServer.use(answerPage('vouchers', [usedVoucher]));
    const { user } = await open();
    await user.click(within(await voucherRow('SENJAHEMAT', '2/100')).getByRole('button', { name: SHOW_USES }));
    const dialog = await screen.findByRole('dialog', { name: 'Pemakaian SENJAHEMAT' });
    expect(dialog).toHaveTextContent('2 dari 100 kuota terpakai');
    const uses = within(within(dialog).getByRole('list', { name: 'Pemakaian SENJAHEMAT' })).getAllByRole('listitem');
    expect(uses).toHaveLength(3);
    expect(uses[0]).toHaveTextContent('Dewi Lestari');
    expect(uses[0]).toHaveTextContent('Rp 35.000');
    expect(within(uses[1]!).getByText(CANCELLED_USE)).toBeInTheDocument();
    expect(uses[0]).not.toHaveTextContent(CANCELLED_USE);
    expect(within(uses[0]!).getByRole('link', { name: 'Reservasi #43' })).toHaveAttribute(
      'href',
      appRoutes.dashboard.reservationDetail.to(43),
    );
  });

  it('shows a failed list with a way to try again', async () => {
    testServer.use(fail('vouchers', 500));
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    testServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await voucherRow('SENJAHEMAT');
  });
});
