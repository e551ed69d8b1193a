import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findCardNamed, termsOf } from '@story-harness/phone-cards';
import { answerPage, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { asAdminAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { usedVoucher } from '@/test/fixtures/vouchers';
import { ADD_VOUCHER, CANCELLED_USE, EDIT_VOUCHER, NO_VOUCHERS, SHOW_USES, VOUCHERS_LABEL } from './voucher-labels';
import { VouchersPage } from './vouchers-page';

const listPath = 'vouchers';

const meta = {
  title: 'Dashboard/VouchersPage',
  component: VouchersPage,
  ...asAdminAt(appRoutes.dashboard.vouchers.to()),
} satisfies Meta<typeof VouchersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the voucher `code`, once the seed's vouchers have arrived (the skeleton's rows have no code). */
async function findRow(canvasElement: HTMLElement, code: string): Promise<HTMLElement> {
  const table = await within(canvasElement).findByRole('table', { name: VOUCHERS_LABEL });
  const cell = await within(table).findByText(code);
  const row = cell.closest('tr');
  if (!row) throw new Error(`${code} is in no row`);
  return row;
}

/** The dialog named `name`, once it has faded in. */
async function findDialog(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The seed's three vouchers, newest first: MERDEKA17 over, WISUDAHEMAT (a fixed amount for graduation packages
 * from a minimum) and SENJAHEMAT (10 %, capped, once per customer) running.
 */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Voucher' })).toBeVisible();
    const senja = within(await findRow(canvasElement, 'SENJAHEMAT'));
    await expect(senja.getByText('10% · maks Rp 50.000')).toBeVisible();
    await expect(senja.getByText('0/100')).toBeVisible();
    await expect(senja.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    const graduation = within(await findRow(canvasElement, 'WISUDAHEMAT'));
    await expect(graduation.getByText('Rp 25.000')).toBeVisible();
    await expect(graduation.getByText('0 · tanpa batas')).toBeVisible();
    await expect(within(await findRow(canvasElement, 'MERDEKA17')).getByText('Berakhir')).toBeVisible();
  },
};

/** 'Tambah voucher': a blank form, a percentage to start with (so a cap), from today, on; sent blank, it says why. */
export const CreateDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    await findRow(canvasElement, 'SENJAHEMAT');
    await userEvent.click(canvas.getByRole('button', { name: ADD_VOUCHER }));
    const dialog = await findDialog(canvasElement, ADD_VOUCHER);
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /^Kode/ })).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Persentase' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Potongan maksimal/ })).toBeVisible();
    await expect(form.getByText('Berlaku sampai akhir hari (WIB)')).toBeVisible();
    await expect(form.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: 'Nominal' }));
    await expect(form.queryByRole('textbox', { name: /^Potongan maksimal/ })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(form.getByText('Kode voucher tidak boleh kosong')).toBeVisible());
    await expect(form.getByText('Tanggal akhir tidak boleh kosong')).toBeVisible();
  },
};

/** 'Ubah' on WISUDAHEMAT: the form starts as the voucher is, a fixed amount for the Wisuda category. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'WISUDAHEMAT');
    await userEvent.click(within(row).getByRole('button', { name: 'Ubah' }));
    const dialog = await findDialog(canvasElement, EDIT_VOUCHER);
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /^Kode/ })).toHaveValue('WISUDAHEMAT');
    await expect(form.getByRole('radio', { name: 'Nominal' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Nilai potongan/ })).toHaveValue('25000');
    await expect(form.getByRole('textbox', { name: /^Minimal belanja/ })).toHaveValue('300000');
    await waitFor(() => expect(form.getByRole('button', { name: 'Wisuda' })).toBeVisible());
  },
};

/** 'Lihat pemakaian' on a voucher three bookings used: newest first, each linked, a cancelled one given back. */
export const UsesDialog: Story = {
  parameters: storyHandlers(answerPage(listPath, [usedVoucher], 'Berhasil mengambil data voucher')),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'SENJAHEMAT');
    await expect(within(row).getByText('2/100')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: SHOW_USES }));
    const dialog = await findDialog(canvasElement, 'Pemakaian SENJAHEMAT');
    await expect(dialog).toHaveTextContent('2 dari 100 kuota terpakai');
    const uses = within(dialog).getAllByRole('listitem');
    await expect(uses).toHaveLength(3);
    await expect(within(dialog).getByRole('link', { name: 'Reservasi #43' })).toBeVisible();
    await expect(within(uses[1] ?? dialog).getByText(CANCELLED_USE)).toBeVisible();
  },
};

/** On a phone each voucher is a card named by its code, its status beside, the switch and buttons below. */
export const Phone: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const card = await findCardNamed(canvasElement, VOUCHERS_LABEL, 'SENJAHEMAT');
    await expect(termsOf(card)).toEqual(['Potongan', 'Minimal belanja', 'Berlaku', 'Berlaku untuk', 'Pemakaian']);
    // The status beside the code, and the switch's label below.
    await expect(within(card).getAllByText('Aktif')).toHaveLength(2);
    await expect(within(card).getByRole('switch', { name: 'Aktif' })).toBeChecked();
    await expect(within(card).getByRole('button', { name: SHOW_USES })).toBeVisible();
  },
};

/** On a phone the form takes the whole screen, its fields one under another. */
export const CreateDialogOnPhone: Story = {
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    await findCardNamed(canvasElement, VOUCHERS_LABEL, 'SENJAHEMAT');
    await userEvent.click(canvas.getByRole('button', { name: ADD_VOUCHER }));
    const dialog = await findDialog(canvasElement, ADD_VOUCHER);
    await expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  },
};

const states = listStates(listPath, { paged: true });

export const Loading: Story = states.loading;

export const LoadingOnPhone: Story = states.loadingOnMobile(VOUCHERS_LABEL);

/** No voucher yet: the list says so. */
export const Empty: Story = {
  parameters: states.empty.parameters,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(NO_VOUCHERS)).toBeVisible());
  },
};

/** The list failed: the server's message, and a way to try again. */
export const FetchError: Story = {
  parameters: states.failure.parameters,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_ERROR);
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
