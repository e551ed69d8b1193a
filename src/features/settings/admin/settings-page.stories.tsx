import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, failsToLoad, neverLoads, SERVER_ERROR, storyHandlers } from '@story-harness/story-handlers';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { appRoutes } from '@/lib/app-routes';
import { SettingsPage } from './settings-page';

const meta = {
  title: 'Dashboard/SettingsPage',
  component: SettingsPage,
  ...dashboardPageAt(appRoutes.dashboard.settings.to()),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const FORM = 'Pengaturan studio';
const SAVE = 'Simpan Pengaturan';

/** The seed's settings in the form, the policy as customers read it, and the admin's one change in the history. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: FORM }));
    await expect(form.getByRole('textbox', { name: 'Nomor WhatsApp' })).toHaveValue('0812-3456-7890');
    await expect(form.getByRole('textbox', { name: 'Batas waktu pembayaran' })).toHaveValue('24');
    await expect(form.getByRole('note', { name: 'Kebijakan yang dibaca pelanggan' })).toHaveTextContent(
      '24–72 jam sebelum sesi: dana kembali 50%',
    );
    await expect(form.getByRole('button', { name: SAVE })).toBeDisabled();
    const history = within(canvas.getByRole('region', { name: 'Riwayat perubahan' }));
    await waitFor(() => expect(history.getByText('Batas hari pemesanan: 90 hari → 180 hari')).toBeVisible());
  },
};

/** On a phone the fields stack one to a row; the save bar stays at the bottom. */
export const Mobile: Story = {
  globals: onMobile,
  play: Populated.play,
};

/** The admin shortens the hold and saves: the toast, the form saved, the change at the top of the history. */
export const SavedChange: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: FORM }));
    const hold = form.getByRole('textbox', { name: 'Batas waktu pembayaran' });
    await userEvent.clear(hold);
    await userEvent.type(hold, '12');
    await expect(form.getByText('Ada perubahan yang belum disimpan.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: SAVE }));
    const history = within(canvas.getByRole('region', { name: 'Riwayat perubahan' }));
    await waitFor(() => expect(history.getByText('Batas waktu pembayaran: 24 jam → 12 jam')).toBeVisible());
    // The form starts afresh from the saved version, nothing left to save.
    await waitFor(() => expect(canvas.getByText('Semua pengaturan sudah tersimpan.')).toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Batas waktu pembayaran' })).toHaveValue('12');
    await expect(canvas.getByRole('button', { name: SAVE })).toBeDisabled();
  },
};

/** Invalid settings are refused beside their fields, a policy that refunds more for a later cancellation too. */
export const InvalidSettings: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: FORM }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Nomor WhatsApp' }));
    const horizon = form.getByRole('textbox', { name: 'Batas hari pemesanan' });
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '0');
    await userEvent.click(form.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(form.getByText('Nomor WhatsApp tidak boleh kosong')).toBeVisible());
    await expect(form.getByText('Batas hari pemesanan minimal 1 hari')).toBeVisible();
  },
};

/** A later cancellation refunding more than an earlier one: the tiers' message, and no preview of the policy. */
export const TiersOutOfOrder: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: FORM }));
    const refunds = form.getAllByRole('textbox', { name: 'Dana kembali' });
    const last = refunds.at(-1);
    if (!last) throw new Error('no tier');
    await userEvent.clear(last);
    await userEvent.type(last, '80');
    await userEvent.click(form.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(form.getByText('Pengembalian tidak boleh lebih besar untuk pembatalan yang lebih mendadak')).toBeVisible(),
    );
    await expect(form.queryByRole('note', { name: 'Kebijakan yang dibaca pelanggan' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: neverLoads('settings'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Memuat pengaturan' })).toBeInTheDocument();
  },
};

export const FetchError: Story = {
  parameters: failsToLoad('settings'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(SERVER_ERROR));
  },
};

/** A studio whose settings were never changed: the history says so. */
export const NeverChanged: Story = {
  parameters: storyHandlers(answer('settings/changes', [])),
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('region', { name: 'Riwayat perubahan' }));
    await waitFor(() => expect(history.getByText('Pengaturan belum pernah diubah')).toBeVisible());
  },
};
