import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { answer, fail, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { showingText, stillLoading } from '@story-harness/page-states';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { demoAccounts } from '@/content/demo-accounts';
import { studioToday } from '@/test/date-picker';
import { toApiDate } from '@/lib/api/api-date';
import { StaffBookingPage } from './staff-booking-page';

const meta = {
  title: 'Pages/Admin/StaffBookingPage',
  component: StaffBookingPage,
  ...inAppAt('/dashboard/reservations/create', 'admin'),
} satisfies Meta<typeof StaffBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Buat reservasi' }));

/** Today, at 10.25: the 10.20 session is under way. */
const todayAt1020 = {
  ...inAppAt(`/dashboard/reservations/create?date=${toApiDate(studioToday()).slice(0, 10)}`, 'admin'),
};

export const NewWalkIn: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: 'Pelanggan baru' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
    await expect(form.getByText(/sisanya paling lambat di akhir hari sesi/)).toBeVisible();
    // The customer agrees to the cancellation policy when booking themselves; the studio's form does not ask.
    await expect(form.queryByRole('checkbox', { name: 'Saya setuju dengan kebijakan pembatalan' })).toBeNull();
  },
};

export const NewWalkInOnMobile: Story = {
  ...NewWalkIn,
  globals: onMobile,
};

export const ExistingCustomerOffered: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Nomor WhatsApp' }), '+62 812 3456 7801');
    const offer = await form.findByText(/Sudah terdaftar:/);
    await expect(offer).toHaveTextContent(demoAccounts.customer.name);
    await userEvent.click(form.getByRole('button', { name: 'Pilih pelanggan ini' }));
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Cari pelanggan' })).toHaveValue(demoAccounts.customer.name),
    );
  },
};

/** Opened from a customer's page: that customer is already chosen. */
export const ForAKnownCustomer: Story = {
  ...inAppAt('/dashboard/reservations/create?customer=2', 'admin'),
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: 'Pelanggan terdaftar' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('combobox', { name: 'Cari pelanggan' })).toHaveValue(demoAccounts.customer.name);
  },
};

export const FindingACustomer: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Pelanggan terdaftar' }));
    await userEvent.type(form.getByRole('combobox', { name: 'Cari pelanggan' }), 'wulan');
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: new RegExp(demoAccounts.customer.name) }));
    await expect(form.getByText(demoAccounts.customer.phone, { exact: false })).toBeVisible();
  },
};

/** The seed books today's slots at random: here none is taken, so only the clock decides what can be chosen. */
export const SessionUnderWay: Story = {
  globals: onDesktop,
  ...todayAt1020,
  parameters: {
    ...todayAt1020.parameters,
    ...storyHandlers(answer('reservation/date', [])),
    studioTime: '10:25',
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await waitFor(() => expect(form.getByRole('radio', { name: '10.20 sampai 10.40' })).toBeEnabled());
    await expect(form.getByRole('radio', { name: '10.40 sampai 11.00' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Buat reservasi' }));
    await waitFor(() => expect(form.getByText('Tanggal tidak boleh kosong')).toBeVisible());
    await expect(form.getByText('Nama tidak boleh kosong')).toBeVisible();
    await expect(form.getByText('Nomor telepon tidak boleh kosong')).toBeVisible();
    await expect(form.getByText('Metode transaksi tidak boleh kosong')).toBeVisible();
  },
};

export const Loading: Story = stillLoading('categories', 'Memuat formulir reservasi');

export const Error: Story = {
  ...showingText(storyHandlers(fail('categories', 500, SERVER_ERROR)), `Error: ${SERVER_ERROR}`),
};
