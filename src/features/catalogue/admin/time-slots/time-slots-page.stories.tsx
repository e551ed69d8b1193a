import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onDashboardPages } from '@story-harness/dashboard-pages';
import { failsToLoad, loadsEmpty, neverLoads, SERVER_ERROR } from '@story-harness/story-handlers';
import { findCards } from '@story-harness/phone-cards';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { paths } from '@/lib/paths';
import { TimeSlotsPage } from './time-slots-page';

const meta = {
  title: 'Dashboard/TimeSlotsPage',
  component: TimeSlotsPage,
  render: onDashboardPages.render,
  parameters: { user: 'admin', route: paths.dashboard.times.to() },
  globals: onDesktop,
} satisfies Meta<typeof TimeSlotsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Hapus 10:20' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Waktu' })).toHaveTextContent('10:20');
    await expect(canvas.getByRole('button', { name: 'Kurangi 20 menit' })).toBeDisabled();
  },
};

/** On a phone each slot is a card: the time, and 'Hapus' below it. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Daftar waktu');
    const card = within(within(canvasElement).getByRole('listitem', { name: '10:20' }));
    await expect(card.getByRole('button', { name: 'Hapus 10:20' })).toBeVisible();
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Waktu' })).toHaveTextContent('10:20');
  },
};

export const AtTheLastSlot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('spinbutton', { name: 'Waktu' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('spinbutton', { name: 'Waktu' })).toHaveTextContent('19:40');
    await expect(canvas.getByRole('button', { name: 'Tambah 20 menit' })).toBeDisabled();
  },
};

export const TimeTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Waktu' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Waktu sudah ada');
  },
};

export const Loading: Story = {
  parameters: neverLoads('times'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Memuat…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: loadsEmpty('times'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada data')).toBeVisible();
  },
};

export const FetchError: Story = {
  parameters: failsToLoad('times'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(SERVER_ERROR);
  },
};
