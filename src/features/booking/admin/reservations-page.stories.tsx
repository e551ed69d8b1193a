import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates } from '../../../../.storybook/list-states';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { paths } from '../../../lib/paths';
import { ReservationsPage } from './reservations-page';

const listUrl = '*/api/v1/reservations';

const meta = {
  title: 'Dashboard/ReservationsPage',
  component: ReservationsPage,
  parameters: { user: 'admin', route: paths.dashboard.reservations.to() },
  globals: onDesktop,
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reservasi' })).toBeVisible();
    await expect((await canvas.findAllByRole('link', { name: 'Detail' })).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('link', { name: 'Detail' })).length).toBeGreaterThan(0);
  },
};

const states = listStates(listUrl);

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
