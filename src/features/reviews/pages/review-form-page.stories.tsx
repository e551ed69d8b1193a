import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { onDesktop, onMobile } from '@story-harness/viewports';
import { ReviewFormPage } from './review-form-page';

const meta = {
  title: 'Pages/ReviewFormPage',
  component: ReviewFormPage,
  ...inAppAt('/review/1', 'customer'),
} satisfies Meta<typeof ReviewFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  globals: onDesktop,
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Formulir ulasan' }));
    await expect(form.getByText('0/5')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Ulasan' })).toHaveValue('');
  },
};

export const EmptyOnMobile: Story = {
  globals: onMobile,
};

export const ValidationErrors: Story = {
  parameters: { testedBy: { file: 'review-form-page.test.tsx', test: 'requires a rating and a review text' } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Formulir ulasan' }));
    await userEvent.click(form.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(form.getByText('Rating tidak boleh kosong')).toBeVisible());
    await expect(form.getByText('Review minimal 1 karakter')).toBeVisible();
  },
};
