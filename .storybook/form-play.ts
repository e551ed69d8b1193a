import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onMobile } from './viewports';

/** A form's field, by its label, and what goes into it. */
export type FieldEntry = readonly [label: string, value: string];

/** Fills each labelled field as a password manager would (one paste per field), then presses the button `submit`. */
export async function pasteAndSubmit(
  canvasElement: HTMLElement,
  fields: readonly FieldEntry[],
  submit: string,
): Promise<void> {
  const canvas = within(canvasElement);
  for (const [label, value] of fields) {
    await userEvent.click(await canvas.findByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

type CanvasContext = Pick<StoryContext, 'canvas'>;

/** A blank form: its heading `heading` shows, and its first field, labelled `firstField`, is empty. */
function blankForm(heading: string, firstField: string) {
  return {
    play: async ({ canvas }: CanvasContext) => {
      await waitFor(() => expect(canvas.getByRole('heading', { name: heading })).toBeVisible());
      await expect(canvas.getByLabelText(firstField)).toHaveValue('');
    },
  };
}

/** A form sent blank with its button `submit`: every message of `messages` shows. */
function submittedBlank(submit: string, messages: string[]) {
  return {
    play: async ({ canvas }: CanvasContext) => {
      await userEvent.click(await canvas.findByRole('button', { name: submit }));
      for (const message of messages) {
        await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
      }
    },
  };
}

/**
 * The stories of a form whose heading and button both read `form`, left blank: as it opens, its first field
 * `firstField` empty (on a phone too), and sent so, every message of `messages` showing.
 */
export function blankFormStories(form: string, firstField: string, messages: string[]) {
  return {
    empty: blankForm(form, firstField),
    emptyOnMobile: { globals: onMobile },
    validationErrors: submittedBlank(form, messages),
  };
}
