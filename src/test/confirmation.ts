import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses `action`, which asks first, and answers the confirmation it opens (named `dialogName`) with its
 * button `answer`. Returns the dialog: a refusal shown inside keeps it open.
 */
export async function answerConfirmation(
  user: UserEvent,
  action: HTMLElement,
  answer: string,
  dialogName = 'Apakah anda yakin?',
): Promise<HTMLElement> {
  await user.click(action);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

/** Deletes `row`: its delete button (named `button`), then 'Hapus' in the confirmation. Returns the dialog, as above. */
export function deleteRow(user: UserEvent, row: HTMLElement, button = 'Hapus'): Promise<HTMLElement> {
  return answerConfirmation(user, within(row).getByRole('button', { name: button }), 'Hapus');
}
