import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { onMobile } from '@story-harness/viewports';
import { LoginPage } from './login-page';

const meta = {
  title: 'Pages/LoginPage',
  component: LoginPage,
  ...inAppAt('/login'),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a password manager would (one paste per field) and submits it. */
async function submitLogin(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText('Email'));
  await userEvent.paste(email);
  await userEvent.click(canvas.getByLabelText('Password'));
  await userEvent.paste(password);
  await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Masuk' })).toBeVisible());
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

export const EmptyOnMobile: Story = {
  globals: onMobile,
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(canvas.getByText('Email tidak boleh kosong')).toBeVisible());
    await expect(canvas.getByText('Password tidak boleh kosong')).toBeVisible();
  },
};

export const WrongCredentials: Story = {
  parameters: storyHandlers(fail('login', 401, 'Email atau password salah', 'post')),
  play: async ({ canvas, canvasElement }) => {
    await submitLogin(canvasElement, 'pelanggan@studio.test', 'salah-sekali');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email atau password salah'));
  },
};

export const Submitting: Story = {
  parameters: storyHandlers(hang('login', 'post')),
  play: async ({ canvas, canvasElement }) => {
    await submitLogin(canvasElement, 'pelanggan@studio.test', 'pelanggan123');
    await expect(canvas.getByRole('button', { name: /Masuk/ })).toBeDisabled();
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    await submitLogin(canvasElement, 'pelanggan@studio.test', 'pelanggan123');
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Login berhasil')).toBeVisible());
    await expect(await page.findByRole('button', { name: /Sari/ })).toBeInTheDocument();
  },
};
