import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyUsers } from '@story-harness/fixtures';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { PageContainer, PublicLayout } from './public-layout';

const meta = {
  title: 'Layouts/PublicLayout',
  component: PublicLayout,
  args: {
    user: undefined,
    isUserLoading: false,
    onSignOut: fn(),
    children: (
      <PageContainer>
        <Typography variant="h3" component="h1">
          Kategori
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          Pilih kategori foto favorit Anda.
        </Typography>
      </PageContainer>
    ),
  },
  parameters: { route: '/category' },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Kategori');
    await waitFor(() => expect(canvas.getByRole('contentinfo')).toBeVisible());
  },
};

export const CustomerOnMobile: Story = {
  args: { user: storyUsers.customer },
  globals: onMobile,
};
