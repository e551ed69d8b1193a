import { expect, userEvent } from 'storybook/test';

/** More Tab presses than any story's page has stops before the one it looks for. */
const MAX_TABS = 100;

/**
 * Presses Tab, as a keyboard user does, until this element has the focus. A bare `element.focus()` in a play
 * runs outside React's `act` in the stories' tests: MUI's buttons then set their focus ring (`:focus-visible`
 * matches a programmatic focus before any key or pointer event) and React warns; user-event's keys run in `act`.
 */
export async function tabTo(element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < MAX_TABS && element.ownerDocument.activeElement !== element; presses += 1)
    await userEvent.tab();
  await expect(element).toHaveFocus();
}
