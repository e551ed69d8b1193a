import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { LoadingShell } from './loading-shell';

const meta = {
  title: 'Layouts/LoadingShell',
  component: LoadingShell,
  parameters: { route: '/payment/12' },
} satisfies Meta<typeof LoadingShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a deep link shows before its page's code has loaded: the frame and a loading state, no page content. */
export const OnDesktop: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('status'));
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // Who is signed in is not known yet: the account actions keep their place, unseen.
    await expect(canvas.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('contentinfo')).toBeVisible());
  },
};

export const OnMobile: Story = {
  globals: onMobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  },
};
