import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field as a paste or an autofill does: the field gets focus, then one change with the
 * whole text. Typing key by key re-renders a form for every character (about 70 ms each in jsdom); keep
 * `user.type` for tests about keystrokes, such as fields that drop what is not a digit.
 */
export async function fill(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
