import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listStates } from '../../../../.storybook/list-states';
import { onDesktop, onMobile } from '../../../../.storybook/viewports';
import { paths } from '../../../lib/paths';
import { TodaySchedulePage } from './today-schedule-page';

const scheduleUrl = '*/api/v1/reservation/date';

const meta = {
  title: 'Dashboard/TodaySchedulePage',
  component: TodaySchedulePage,
  parameters: { user: 'admin', route: paths.dashboard.todaySchedule.to() },
  globals: onDesktop,
} satisfies Meta<typeof TodaySchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^Jadwal untuk / })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Batal' })).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Batal' })).length).toBeGreaterThan(0);
  },
};

const states = listStates(scheduleUrl);

export const Loading: Story = states.loading;

export const Empty: Story = states.empty;

export const FetchError: Story = states.failure;
