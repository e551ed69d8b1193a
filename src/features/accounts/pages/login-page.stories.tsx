import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { blankFormStories, pasteAndSubmit } from '@story-harness/form-play';
import { fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { LoginPage } from './login-page';

const meta = {
  title: 'Pages/LoginPage',
  component: LoginPage,
  ...inAppAt('/login'),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a password manager would (one paste per field) and submits it. */
const submitLogin = (canvasElement: HTMLElement, email: string, password: string) =>
  pasteAndSubmit(
    canvasElement,
    [
      ['Email', email],
      ['Password', password],
    ],
    'Masuk',
  );

const blank = blankFormStories('Masuk', 'Email', ['Email tidak boleh kosong', 'Password tidak boleh kosong']);

export const Empty: Story = blank.empty;

export const EmptyOnMobile: Story = blank.emptyOnMobile;

export const ValidationErrors: Story = {
  ...blank.validationErrors,
  parameters: { testedBy: { file: 'login-page.test.tsx', test: 'validates on submit, then again on every change' } },
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
  parameters: {
    testedBy: { file: 'login-page.test.tsx', test: 'signs in, keeps the token, and goes home with the customer menu' },
  },
  play: async ({ canvasElement }) => {
    await submitLogin(canvasElement, 'pelanggan@studio.test', 'pelanggan123');
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Login berhasil')).toBeVisible());
    await expect(await page.findByRole('button', { name: /Sari/ })).toBeInTheDocument();
  },
};
