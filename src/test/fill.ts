import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field as a paste or an autofill does: the field gets focus, then one change with the
 * whole text. Typing key by key re-renders a form for every character (about 70 ms each in jsdom); keep
 * `user.type` for tests about keystrokes, such as fields that drop what is not a digit.
 */
export async function fill(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * Fills each labelled field given a value (`fill`; one without is left as it is), then presses the button
 * named `submit` once it is there. Returns the user, to go on with.
 */
export async function fillAndSubmit(
  fields: [label: string, value: string | undefined][],
  submit: string,
): Promise<UserEvent> {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of fields) {
    if (value) await fill(user, await screen.findByLabelText(label), value);
  }
  await user.click(await screen.findByRole('button', { name: submit }));
  return user;
}
