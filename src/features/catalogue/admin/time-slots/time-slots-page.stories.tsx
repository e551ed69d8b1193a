import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStates } from '@story-harness/list-states';
import { findCardNamed } from '@story-harness/phone-cards';
import { dashboardPageAt } from '@story-harness/story-meta';
import { onMobile } from '@story-harness/viewports';
import { tabTo } from '@story-harness/keyboard-play';
import { appRoutes } from '@/lib/app-routes';
import { TimeSlotsPage } from './time-slots-page';

const meta = {
  title: 'Dashboard/TimeSlotsPage',
  component: TimeSlotsPage,
  ...dashboardPageAt(appRoutes.dashboard.times.to()),
} satisfies Meta<typeof TimeSlotsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Hapus 10:20' })).toBeVisible());
    await expect(canvas.getByRole('spinbutton', { name: 'Waktu' })).toHaveTextContent('10:20');
    await expect(canvas.getByRole('button', { name: 'Kurangi 20 menit' })).toBeDisabled();
  },
};

/** On a phone each slot is a card: the time, and 'Hapus' below it. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvas, canvasElement }) => {
    const card = within(await findCardNamed(canvasElement, 'Daftar waktu', '10:20'));
    await expect(card.getByRole('button', { name: 'Hapus 10:20' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Waktu' })).toHaveTextContent('10:20');
  },
};

export const AtTheLastSlot: Story = {
  parameters: { testedBy: { file: 'time-slots-page.test.tsx', test: 'steps by keyboard and stops at 19:40' } },
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('spinbutton', { name: 'Waktu' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('spinbutton', { name: 'Waktu' })).toHaveTextContent('19:40');
    await expect(canvas.getByRole('button', { name: 'Tambah 20 menit' })).toBeDisabled();
  },
};

export const TimeTaken: Story = {
  parameters: {
    testedBy: {
      file: 'time-slots-page.test.tsx',
      test: "shows the server's refusal of an existing time above the form",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Waktu' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Waktu sudah ada'));
  },
};

const states = listStates('times');

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
