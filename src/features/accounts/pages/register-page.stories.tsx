import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inAppAt } from '@story-harness/app-at-url';
import { blankFormStories, pasteAndSubmit } from '@story-harness/form-play';
import { fail, hang, storyHandlers } from '@story-harness/story-handlers';
import { RegisterPage } from './register-page';

const meta = {
  title: 'Pages/RegisterPage',
  component: RegisterPage,
  ...inAppAt('/register'),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a password manager would (one paste per field) and submits it. */
const submitRegistration = (canvasElement: HTMLElement, phone = '081298765432') =>
  pasteAndSubmit(
    canvasElement,
    [
      ['Nama Lengkap', 'Budi Santoso'],
      ['Email', 'budi@contoh.id'],
      ['Nomor Telepon / WhatsApp', phone],
      ['Password', 'rahasia1'],
    ],
    'Daftar',
  );

const blank = blankFormStories('Daftar', 'Nama Lengkap', [
  'Nama tidak boleh kosong',
  'Email tidak boleh kosong',
  'Nomor telepon tidak boleh kosong',
  'Password tidak boleh kosong',
]);

export const Empty: Story = blank.empty;

export const EmptyOnMobile: Story = blank.emptyOnMobile;

export const ValidationErrors: Story = {
  ...blank.validationErrors,
  parameters: {
    testedBy: { file: 'register-page.test.tsx', test: 'shows every required-field message on an empty submit' },
  },
};

/** A phone that is not a phone number (markup, here): its message under the field, and nothing sent. */
export const PhoneNotANumber: Story = {
  play: async ({ canvas, canvasElement }) => {
    await submitRegistration(canvasElement, '<svg onload=alert()>');
    const message = 'Nomor telepon tidak valid (contoh, 0812-3456-7890 atau +62 812 3456 7890)';
    await waitFor(() => expect(canvas.getByLabelText('Nomor Telepon / WhatsApp')).toHaveAccessibleDescription(message));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
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
