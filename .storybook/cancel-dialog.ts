import { expect, waitFor, within } from 'storybook/test';

/**
 * The dialog asking to call a booking off: it says the session at `time` (as shown, `10.20`) is cancelled
 * and its slot let go to other customers, and offers to confirm or go back. In a browser the dialog fades
 * in: it is found at once, and shown once the fade has begun.
 */
export async function expectCancelDialog(dialog: HTMLElement, time: string): Promise<void> {
  await waitFor(() => expect(dialog).toBeVisible());
  const shownTime = time.replace('.', '\\.');
  await expect(dialog).toHaveTextContent(
    new RegExp(`pukul ${shownTime} WIB akan dibatalkan dan waktunya dilepas untuk pelanggan lain`),
  );
  await expect(within(dialog).getByRole('button', { name: 'Ya, Batalkan' })).toBeVisible();
  await expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeVisible();
}
