import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { RegisterPage } from './register-page';

const meta = {
  title: 'Pages/RegisterPage',
  component: RegisterPage,
  ...inAppAt('/register'),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a password manager would (one paste per field) and submits it. */
async function submitRegistration(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const fields = [
    ['Nama Lengkap', 'Budi Santoso'],
    ['Email', 'budi@contoh.id'],
    ['Nomor Telepon / WhatsApp', '081298765432'],
    ['Password', 'rahasia1'],
  ] as const;
  await canvas.findByLabelText('Nama Lengkap');
  for (const [label, value] of fields) {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Daftar' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Daftar' })).toBeVisible());
    await expect(canvas.getByLabelText('Nama Lengkap')).toHaveValue('');
  },
};

export const EmptyOnMobile: Story = {
  globals: onMobile,
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Daftar' }));
    for (const message of [
      'Nama tidak boleh kosong',
      'Email tidak boleh kosong',
      'Nomor telepon tidak boleh kosong',
      'Password tidak boleh kosong',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
  },
};

export const EmailTaken: Story = {
  parameters: storyHandlers(fail('register', 409, 'Email sudah terdaftar', 'post')),
  play: async ({ canvas, canvasElement }) => {
    await submitRegistration(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email sudah terdaftar'));
  },
};

export const Submitting: Story = {
  parameters: storyHandlers(hang('register', 'post')),
  play: async ({ canvas, canvasElement }) => {
    await submitRegistration(canvasElement);
    await expect(canvas.getByRole('button', { name: /Daftar/ })).toBeDisabled();
  },
};
